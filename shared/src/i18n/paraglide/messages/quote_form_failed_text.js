import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ phone: NonNullable<unknown> }} Quote_Form_Failed_TextInputs */

const en_quote_form_failed_text = /** @type {(inputs: Quote_Form_Failed_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`We could not send your quote request. Please call us at ${i?.phone} and we will help you right away.`)
};

const es_quote_form_failed_text = /** @type {(inputs: Quote_Form_Failed_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`No pudimos enviar su solicitud de cotización. Llámenos al ${i?.phone} y le ayudaremos de inmediato.`)
};

/**
* | output |
* | --- |
* | "We could not send your quote request. Please call us at {phone} and we will help you right away." |
*
* @param {Quote_Form_Failed_TextInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const quote_form_failed_text = /** @type {((inputs: Quote_Form_Failed_TextInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Quote_Form_Failed_TextInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_quote_form_failed_text(inputs)
	return en_quote_form_failed_text(inputs)
});