import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Order_Confirmation_StartInputs */

const en_order_confirmation_start = /** @type {(inputs: Order_Confirmation_StartInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Start an order`)
};

const es_order_confirmation_start = /** @type {(inputs: Order_Confirmation_StartInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Iniciar un pedido`)
};

/**
* | output |
* | --- |
* | "Start an order" |
*
* @param {Order_Confirmation_StartInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const order_confirmation_start = /** @type {((inputs?: Order_Confirmation_StartInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Confirmation_StartInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_order_confirmation_start(inputs)
	return en_order_confirmation_start(inputs)
});