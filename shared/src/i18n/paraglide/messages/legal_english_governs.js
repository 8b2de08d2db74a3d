import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Legal_English_GovernsInputs */

const en_legal_english_governs = /** @type {(inputs: Legal_English_GovernsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This page is provided in English.`)
};

const es_legal_english_governs = /** @type {(inputs: Legal_English_GovernsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`El texto legal de esta página se ofrece en inglés, y la versión en inglés es la que rige. Las partes en español de esta página son solo una cortesía para su comodidad.`)
};

/**
* | output |
* | --- |
* | "This page is provided in English." |
*
* @param {Legal_English_GovernsInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const legal_english_governs = /** @type {((inputs?: Legal_English_GovernsInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Legal_English_GovernsInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_legal_english_governs(inputs)
	return en_legal_english_governs(inputs)
});