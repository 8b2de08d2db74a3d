import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ state: NonNullable<unknown> }} Reps_NoneInputs */

const en_reps_none = /** @type {(inputs: Reps_NoneInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`We do not have a representative in ${i?.state} yet.`)
};

const es_reps_none = /** @type {(inputs: Reps_NoneInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Todavía no tenemos un representante en ${i?.state}.`)
};

/**
* | output |
* | --- |
* | "We do not have a representative in {state} yet." |
*
* @param {Reps_NoneInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const reps_none = /** @type {((inputs: Reps_NoneInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Reps_NoneInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_reps_none(inputs)
	return en_reps_none(inputs)
});