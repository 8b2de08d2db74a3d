import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Order_Partner_Search_HintInputs */

const en_order_partner_search_hint = /** @type {(inputs: Order_Partner_Search_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`At least 2 characters.`)
};

const es_order_partner_search_hint = /** @type {(inputs: Order_Partner_Search_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Al menos 2 caracteres.`)
};

/**
* | output |
* | --- |
* | "At least 2 characters." |
*
* @param {Order_Partner_Search_HintInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const order_partner_search_hint = /** @type {((inputs?: Order_Partner_Search_HintInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Partner_Search_HintInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_order_partner_search_hint(inputs)
	return en_order_partner_search_hint(inputs)
});