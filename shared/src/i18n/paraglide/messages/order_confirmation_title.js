import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Order_Confirmation_TitleInputs */

const en_order_confirmation_title = /** @type {(inputs: Order_Confirmation_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Order Confirmation`)
};

const es_order_confirmation_title = /** @type {(inputs: Order_Confirmation_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Confirmación del pedido`)
};

/**
* | output |
* | --- |
* | "Order Confirmation" |
*
* @param {Order_Confirmation_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const order_confirmation_title = /** @type {((inputs?: Order_Confirmation_TitleInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Confirmation_TitleInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_order_confirmation_title(inputs)
	return en_order_confirmation_title(inputs)
});