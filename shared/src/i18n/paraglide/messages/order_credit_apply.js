import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Order_Credit_ApplyInputs */

const en_order_credit_apply = /** @type {(inputs: Order_Credit_ApplyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Apply my credit to this order`)
};

const es_order_credit_apply = /** @type {(inputs: Order_Credit_ApplyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aplicar mi crédito a este pedido`)
};

/**
* | output |
* | --- |
* | "Apply my credit to this order" |
*
* @param {Order_Credit_ApplyInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const order_credit_apply = /** @type {((inputs?: Order_Credit_ApplyInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Credit_ApplyInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_order_credit_apply(inputs)
	return en_order_credit_apply(inputs)
});