import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Order_Queued_Send_NowInputs */

const en_order_queued_send_now = /** @type {(inputs: Order_Queued_Send_NowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Send now`)
};

const es_order_queued_send_now = /** @type {(inputs: Order_Queued_Send_NowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enviar ahora`)
};

/**
* | output |
* | --- |
* | "Send now" |
*
* @param {Order_Queued_Send_NowInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const order_queued_send_now = /** @type {((inputs?: Order_Queued_Send_NowInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Queued_Send_NowInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_order_queued_send_now(inputs)
	return en_order_queued_send_now(inputs)
});