import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Quote_Section_TitleInputs */

const en_quote_section_title = /** @type {(inputs: Quote_Section_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Get a Free Home Warranty Quote!`)
};

const es_quote_section_title = /** @type {(inputs: Quote_Section_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`¡Obtenga una cotización gratis de garantía para el hogar!`)
};

/**
* | output |
* | --- |
* | "Get a Free Home Warranty Quote!" |
*
* @param {Quote_Section_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const quote_section_title = /** @type {((inputs?: Quote_Section_TitleInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Quote_Section_TitleInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_quote_section_title(inputs)
	return en_quote_section_title(inputs)
});