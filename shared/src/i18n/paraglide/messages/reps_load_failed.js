import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Reps_Load_FailedInputs */

const en_reps_load_failed = /** @type {(inputs: Reps_Load_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The representatives could not be loaded just now. Please try again later.`)
};

const es_reps_load_failed = /** @type {(inputs: Reps_Load_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No pudimos cargar a los representantes en este momento. Vuelva a intentarlo más tarde.`)
};

/**
* | output |
* | --- |
* | "The representatives could not be loaded just now. Please try again later." |
*
* @param {Reps_Load_FailedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const reps_load_failed = /** @type {((inputs?: Reps_Load_FailedInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Reps_Load_FailedInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_reps_load_failed(inputs)
	return en_reps_load_failed(inputs)
});