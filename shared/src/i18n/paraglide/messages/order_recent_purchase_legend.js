import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Order_Recent_Purchase_LegendInputs */

const en_order_recent_purchase_legend = /** @type {(inputs: Order_Recent_Purchase_LegendInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Did you buy this home in the last 30 days?`)
};

const es_order_recent_purchase_legend = /** @type {(inputs: Order_Recent_Purchase_LegendInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`¿Compró esta vivienda en los últimos 30 días?`)
};

/**
* | output |
* | --- |
* | "Did you buy this home in the last 30 days?" |
*
* @param {Order_Recent_Purchase_LegendInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const order_recent_purchase_legend = /** @type {((inputs?: Order_Recent_Purchase_LegendInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Recent_Purchase_LegendInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_order_recent_purchase_legend(inputs)
	return en_order_recent_purchase_legend(inputs)
});