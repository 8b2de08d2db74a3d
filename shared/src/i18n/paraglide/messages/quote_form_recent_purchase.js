import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Quote_Form_Recent_PurchaseInputs */

const en_quote_form_recent_purchase = /** @type {(inputs: Quote_Form_Recent_PurchaseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Did you purchase the home in the last 30 days?`)
};

const es_quote_form_recent_purchase = /** @type {(inputs: Quote_Form_Recent_PurchaseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`¿Compró la casa en los últimos 30 días?`)
};

/**
* | output |
* | --- |
* | "Did you purchase the home in the last 30 days?" |
*
* @param {Quote_Form_Recent_PurchaseInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const quote_form_recent_purchase = /** @type {((inputs?: Quote_Form_Recent_PurchaseInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Quote_Form_Recent_PurchaseInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_quote_form_recent_purchase(inputs)
	return en_quote_form_recent_purchase(inputs)
});