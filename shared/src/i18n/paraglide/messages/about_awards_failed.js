import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} About_Awards_FailedInputs */

const en_about_awards_failed = /** @type {(inputs: About_Awards_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Our awards could not be loaded just now. Please try again later.`)
};

const es_about_awards_failed = /** @type {(inputs: About_Awards_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No pudimos cargar nuestros premios en este momento. Vuelva a intentarlo más tarde.`)
};

/**
* | output |
* | --- |
* | "Our awards could not be loaded just now. Please try again later." |
*
* @param {About_Awards_FailedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const about_awards_failed = /** @type {((inputs?: About_Awards_FailedInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<About_Awards_FailedInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_about_awards_failed(inputs)
	return en_about_awards_failed(inputs)
});