import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Order_Offline_QueuedInputs */

const en_order_offline_queued = /** @type {(inputs: Order_Offline_QueuedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`You are offline. The order is saved on this device and will be placed as soon as the connection returns, at the price shown.`)
};

const es_order_offline_queued = /** @type {(inputs: Order_Offline_QueuedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No tiene conexión. El pedido está guardado en este dispositivo y se hará en cuanto vuelva la conexión, al precio mostrado.`)
};

/**
* | output |
* | --- |
* | "You are offline. The order is saved on this device and will be placed as soon as the connection returns, at the price shown." |
*
* @param {Order_Offline_QueuedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const order_offline_queued = /** @type {((inputs?: Order_Offline_QueuedInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Offline_QueuedInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_order_offline_queued(inputs)
	return en_order_offline_queued(inputs)
});