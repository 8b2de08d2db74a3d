import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Order_Queued_RefusedInputs */

const en_order_queued_refused = /** @type {(inputs: Order_Queued_RefusedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The order was not accepted.`)
};

const es_order_queued_refused = /** @type {(inputs: Order_Queued_RefusedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`El pedido no fue aceptado.`)
};

/**
* | output |
* | --- |
* | "The order was not accepted." |
*
* @param {Order_Queued_RefusedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const order_queued_refused = /** @type {((inputs?: Order_Queued_RefusedInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Queued_RefusedInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_order_queued_refused(inputs)
	return en_order_queued_refused(inputs)
});