import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Quote_Section_TextInputs */

const en_quote_section_text = /** @type {(inputs: Quote_Section_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tell us a little about your home and we will show you the plans and prices for it right away. No obligation, no sales pressure: a quote takes about a minute.`)
};

const es_quote_section_text = /** @type {(inputs: Quote_Section_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cuéntenos un poco sobre su casa y le mostraremos enseguida los planes y precios para ella. Sin compromiso y sin presión de ventas: una cotización toma más o menos un minuto.`)
};

/**
* | output |
* | --- |
* | "Tell us a little about your home and we will show you the plans and prices for it right away. No obligation, no sales pressure: a quote takes about a minute." |
*
* @param {Quote_Section_TextInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const quote_section_text = /** @type {((inputs?: Quote_Section_TextInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Quote_Section_TextInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_quote_section_text(inputs)
	return en_quote_section_text(inputs)
});