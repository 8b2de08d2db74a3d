import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Order_Partner_ResultsInputs */

const en_order_partner_results = /** @type {(inputs: Order_Partner_ResultsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Search results`)
};

const es_order_partner_results = /** @type {(inputs: Order_Partner_ResultsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Resultados de la búsqueda`)
};

/**
* | output |
* | --- |
* | "Search results" |
*
* @param {Order_Partner_ResultsInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const order_partner_results = /** @type {((inputs?: Order_Partner_ResultsInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Partner_ResultsInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_order_partner_results(inputs)
	return en_order_partner_results(inputs)
});