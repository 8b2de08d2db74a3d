import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Order_Terms_EnglishInputs */

const en_order_terms_english = /** @type {(inputs: Order_Terms_EnglishInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The sample contract is available in English only.`)
};

const es_order_terms_english = /** @type {(inputs: Order_Terms_EnglishInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`El contrato de muestra está disponible solo en inglés.`)
};

/**
* | output |
* | --- |
* | "The sample contract is available in English only." |
*
* @param {Order_Terms_EnglishInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const order_terms_english = /** @type {((inputs?: Order_Terms_EnglishInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Terms_EnglishInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_order_terms_english(inputs)
	return en_order_terms_english(inputs)
});