import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ code: NonNullable<unknown>, amount: NonNullable<unknown> }} Order_Coupon_Applied_AmountInputs */

const en_order_coupon_applied_amount = /** @type {(inputs: Order_Coupon_Applied_AmountInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Coupon ${i?.code} applied: ${i?.amount} off.`)
};

const es_order_coupon_applied_amount = /** @type {(inputs: Order_Coupon_Applied_AmountInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Cupón ${i?.code} aplicado: ${i?.amount} de descuento.`)
};

/**
* | output |
* | --- |
* | "Coupon {code} applied: {amount} off." |
*
* @param {Order_Coupon_Applied_AmountInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const order_coupon_applied_amount = /** @type {((inputs: Order_Coupon_Applied_AmountInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Coupon_Applied_AmountInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_order_coupon_applied_amount(inputs)
	return en_order_coupon_applied_amount(inputs)
});