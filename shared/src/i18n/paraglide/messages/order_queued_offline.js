import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Order_Queued_OfflineInputs */

const en_order_queued_offline = /** @type {(inputs: Order_Queued_OfflineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`You are offline. Waiting orders are placed when the connection returns.`)
};

const es_order_queued_offline = /** @type {(inputs: Order_Queued_OfflineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No tiene conexión. Los pedidos en espera se harán cuando vuelva la conexión.`)
};

/**
* | output |
* | --- |
* | "You are offline. Waiting orders are placed when the connection returns." |
*
* @param {Order_Queued_OfflineInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const order_queued_offline = /** @type {((inputs?: Order_Queued_OfflineInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Queued_OfflineInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_order_queued_offline(inputs)
	return en_order_queued_offline(inputs)
});