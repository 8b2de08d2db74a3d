import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Order_Queued_DescribeInputs */

const en_order_queued_describe = /** @type {(inputs: Order_Queued_DescribeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Place an order`)
};

const es_order_queued_describe = /** @type {(inputs: Order_Queued_DescribeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Hacer un pedido`)
};

/**
* | output |
* | --- |
* | "Place an order" |
*
* @param {Order_Queued_DescribeInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const order_queued_describe = /** @type {((inputs?: Order_Queued_DescribeInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Queued_DescribeInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_order_queued_describe(inputs)
	return en_order_queued_describe(inputs)
});