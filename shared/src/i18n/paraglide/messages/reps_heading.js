import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Reps_HeadingInputs */

const en_reps_heading = /** @type {(inputs: Reps_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Meet Your Local Representative`)
};

const es_reps_heading = /** @type {(inputs: Reps_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Conozca a su representante local`)
};

/**
* | output |
* | --- |
* | "Meet Your Local Representative" |
*
* @param {Reps_HeadingInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const reps_heading = /** @type {((inputs?: Reps_HeadingInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Reps_HeadingInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_reps_heading(inputs)
	return en_reps_heading(inputs)
});