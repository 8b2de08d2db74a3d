import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Order_Partner_Search_FailedInputs */

const en_order_partner_search_failed = /** @type {(inputs: Order_Partner_Search_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The search failed. Please try again.`)
};

const es_order_partner_search_failed = /** @type {(inputs: Order_Partner_Search_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La búsqueda falló. Inténtelo de nuevo.`)
};

/**
* | output |
* | --- |
* | "The search failed. Please try again." |
*
* @param {Order_Partner_Search_FailedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const order_partner_search_failed = /** @type {((inputs?: Order_Partner_Search_FailedInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Partner_Search_FailedInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_order_partner_search_failed(inputs)
	return en_order_partner_search_failed(inputs)
});