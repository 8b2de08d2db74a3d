import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Order_Offline_Card_Needs_ConnectionInputs */

const en_order_offline_card_needs_connection = /** @type {(inputs: Order_Offline_Card_Needs_ConnectionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A card payment needs a connection. Connect to the internet to pay by card, or choose escrow to place the order now and send it when you are back online.`)
};

const es_order_offline_card_needs_connection = /** @type {(inputs: Order_Offline_Card_Needs_ConnectionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Un pago con tarjeta necesita conexión. Conéctese a internet para pagar con tarjeta, o elija escrow para hacer el pedido ahora y enviarlo cuando vuelva a estar en línea.`)
};

/**
* | output |
* | --- |
* | "A card payment needs a connection. Connect to the internet to pay by card, or choose escrow to place the order now and send it when you are back online." |
*
* @param {Order_Offline_Card_Needs_ConnectionInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const order_offline_card_needs_connection = /** @type {((inputs?: Order_Offline_Card_Needs_ConnectionInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Offline_Card_Needs_ConnectionInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_order_offline_card_needs_connection(inputs)
	return en_order_offline_card_needs_connection(inputs)
});