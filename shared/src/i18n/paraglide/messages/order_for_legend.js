import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Order_For_LegendInputs */

const en_order_for_legend = /** @type {(inputs: Order_For_LegendInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This order is for`)
};

const es_order_for_legend = /** @type {(inputs: Order_For_LegendInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Este pedido es para`)
};

/**
* | output |
* | --- |
* | "This order is for" |
*
* @param {Order_For_LegendInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const order_for_legend = /** @type {((inputs?: Order_For_LegendInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_For_LegendInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_order_for_legend(inputs)
	return en_order_for_legend(inputs)
});