import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Order_Offline_Needs_ConnectionInputs */

const en_order_offline_needs_connection = /** @type {(inputs: Order_Offline_Needs_ConnectionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`You are offline. Placing an order needs a connection.`)
};

const es_order_offline_needs_connection = /** @type {(inputs: Order_Offline_Needs_ConnectionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No tiene conexión. Para hacer un pedido se necesita conexión.`)
};

/**
* | output |
* | --- |
* | "You are offline. Placing an order needs a connection." |
*
* @param {Order_Offline_Needs_ConnectionInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const order_offline_needs_connection = /** @type {((inputs?: Order_Offline_Needs_ConnectionInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Offline_Needs_ConnectionInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_order_offline_needs_connection(inputs)
	return en_order_offline_needs_connection(inputs)
});