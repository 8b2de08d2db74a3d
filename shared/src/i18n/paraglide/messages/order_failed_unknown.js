import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Order_Failed_UnknownInputs */

const en_order_failed_unknown = /** @type {(inputs: Order_Failed_UnknownInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Something went wrong. Your order was not placed.`)
};

const es_order_failed_unknown = /** @type {(inputs: Order_Failed_UnknownInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Algo salió mal. Su pedido no se hizo.`)
};

/**
* | output |
* | --- |
* | "Something went wrong. Your order was not placed." |
*
* @param {Order_Failed_UnknownInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const order_failed_unknown = /** @type {((inputs?: Order_Failed_UnknownInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Failed_UnknownInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_order_failed_unknown(inputs)
	return en_order_failed_unknown(inputs)
});