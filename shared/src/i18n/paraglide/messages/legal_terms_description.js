import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Legal_Terms_DescriptionInputs */

const en_legal_terms_description = /** @type {(inputs: Legal_Terms_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The terms for using our website and services: eligibility, acceptable use, text messages, liability and how disputes are resolved.`)
};

const es_legal_terms_description = /** @type {(inputs: Legal_Terms_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Los términos para usar nuestro sitio web y nuestros servicios: requisitos, uso aceptable, mensajes de texto, responsabilidad y cómo se resuelven las disputas.`)
};

/**
* | output |
* | --- |
* | "The terms for using our website and services: eligibility, acceptable use, text messages, liability and how disputes are resolved." |
*
* @param {Legal_Terms_DescriptionInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const legal_terms_description = /** @type {((inputs?: Legal_Terms_DescriptionInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Legal_Terms_DescriptionInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_legal_terms_description(inputs)
	return en_legal_terms_description(inputs)
});