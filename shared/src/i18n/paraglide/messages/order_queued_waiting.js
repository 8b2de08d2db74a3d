import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Order_Queued_WaitingInputs */

const en_order_queued_waiting = /** @type {(inputs: Order_Queued_WaitingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Waiting to send`)
};

const es_order_queued_waiting = /** @type {(inputs: Order_Queued_WaitingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`En espera de envío`)
};

/**
* | output |
* | --- |
* | "Waiting to send" |
*
* @param {Order_Queued_WaitingInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const order_queued_waiting = /** @type {((inputs?: Order_Queued_WaitingInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Queued_WaitingInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_order_queued_waiting(inputs)
	return en_order_queued_waiting(inputs)
});