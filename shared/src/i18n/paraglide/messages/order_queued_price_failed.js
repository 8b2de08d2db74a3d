import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Order_Queued_Price_FailedInputs */

const en_order_queued_price_failed = /** @type {(inputs: Order_Queued_Price_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The new price could not be loaded. Please try again.`)
};

const es_order_queued_price_failed = /** @type {(inputs: Order_Queued_Price_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No se pudo cargar el nuevo precio. Inténtelo de nuevo.`)
};

/**
* | output |
* | --- |
* | "The new price could not be loaded. Please try again." |
*
* @param {Order_Queued_Price_FailedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const order_queued_price_failed = /** @type {((inputs?: Order_Queued_Price_FailedInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Queued_Price_FailedInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_order_queued_price_failed(inputs)
	return en_order_queued_price_failed(inputs)
});