import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Order_NowInputs */

const en_order_now = /** @type {(inputs: Order_NowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Order Now`)
};

const es_order_now = /** @type {(inputs: Order_NowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ordenar ahora`)
};

/**
* | output |
* | --- |
* | "Order Now" |
*
* @param {Order_NowInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const order_now = /** @type {((inputs?: Order_NowInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_NowInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_order_now(inputs)
	return en_order_now(inputs)
});