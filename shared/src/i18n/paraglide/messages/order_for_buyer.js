import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Order_For_BuyerInputs */

const en_order_for_buyer = /** @type {(inputs: Order_For_BuyerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The buyer`)
};

const es_order_for_buyer = /** @type {(inputs: Order_For_BuyerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`El comprador`)
};

/**
* | output |
* | --- |
* | "The buyer" |
*
* @param {Order_For_BuyerInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const order_for_buyer = /** @type {((inputs?: Order_For_BuyerInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_For_BuyerInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_order_for_buyer(inputs)
	return en_order_for_buyer(inputs)
});