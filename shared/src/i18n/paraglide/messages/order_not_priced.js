import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Order_Not_PricedInputs */

const en_order_not_priced = /** @type {(inputs: Order_Not_PricedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`We could not price this order yet. Please check your connection and try again.`)
};

const es_order_not_priced = /** @type {(inputs: Order_Not_PricedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Todavía no pudimos calcular el precio de este pedido. Revise su conexión e inténtelo de nuevo.`)
};

/**
* | output |
* | --- |
* | "We could not price this order yet. Please check your connection and try again." |
*
* @param {Order_Not_PricedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const order_not_priced = /** @type {((inputs?: Order_Not_PricedInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Not_PricedInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_order_not_priced(inputs)
	return en_order_not_priced(inputs)
});