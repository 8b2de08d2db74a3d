import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Order_Price_Offline_EstimateInputs */

const en_order_price_offline_estimate = /** @type {(inputs: Order_Price_Offline_EstimateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Offline price: the server confirms it when the order is sent`)
};

const es_order_price_offline_estimate = /** @type {(inputs: Order_Price_Offline_EstimateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Precio sin conexión: el servidor lo confirma cuando se envía el pedido`)
};

/**
* | output |
* | --- |
* | "Offline price: the server confirms it when the order is sent" |
*
* @param {Order_Price_Offline_EstimateInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const order_price_offline_estimate = /** @type {((inputs?: Order_Price_Offline_EstimateInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Price_Offline_EstimateInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_order_price_offline_estimate(inputs)
	return en_order_price_offline_estimate(inputs)
});