import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} About_Leadership_FailedInputs */

const en_about_leadership_failed = /** @type {(inputs: About_Leadership_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Our leadership team could not be loaded just now. Please try again later.`)
};

const es_about_leadership_failed = /** @type {(inputs: About_Leadership_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No pudimos cargar a nuestro equipo directivo en este momento. Vuelva a intentarlo más tarde.`)
};

/**
* | output |
* | --- |
* | "Our leadership team could not be loaded just now. Please try again later." |
*
* @param {About_Leadership_FailedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const about_leadership_failed = /** @type {((inputs?: About_Leadership_FailedInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<About_Leadership_FailedInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_about_leadership_failed(inputs)
	return en_about_leadership_failed(inputs)
});