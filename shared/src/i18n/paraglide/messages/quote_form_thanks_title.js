import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Quote_Form_Thanks_TitleInputs */

const en_quote_form_thanks_title = /** @type {(inputs: Quote_Form_Thanks_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Thank you!`)
};

const es_quote_form_thanks_title = /** @type {(inputs: Quote_Form_Thanks_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`¡Gracias!`)
};

/**
* | output |
* | --- |
* | "Thank you!" |
*
* @param {Quote_Form_Thanks_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const quote_form_thanks_title = /** @type {((inputs?: Quote_Form_Thanks_TitleInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Quote_Form_Thanks_TitleInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_quote_form_thanks_title(inputs)
	return en_quote_form_thanks_title(inputs)
});