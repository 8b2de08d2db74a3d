import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ phone: NonNullable<unknown> }} Quote_Form_Thanks_TextInputs */

const en_quote_form_thanks_text = /** @type {(inputs: Quote_Form_Thanks_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Here are the plans and prices for your home. Questions? Call us at ${i?.phone}.`)
};

const es_quote_form_thanks_text = /** @type {(inputs: Quote_Form_Thanks_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Estos son los planes y precios para su casa. ¿Preguntas? Llámenos al ${i?.phone}.`)
};

/**
* | output |
* | --- |
* | "Here are the plans and prices for your home. Questions? Call us at {phone}." |
*
* @param {Quote_Form_Thanks_TextInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const quote_form_thanks_text = /** @type {((inputs: Quote_Form_Thanks_TextInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Quote_Form_Thanks_TextInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_quote_form_thanks_text(inputs)
	return en_quote_form_thanks_text(inputs)
});