import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ code: NonNullable<unknown> }} Order_Coupon_AppliedInputs */

const en_order_coupon_applied = /** @type {(inputs: Order_Coupon_AppliedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Coupon ${i?.code} applied.`)
};

const es_order_coupon_applied = /** @type {(inputs: Order_Coupon_AppliedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Cupón ${i?.code} aplicado.`)
};

/**
* | output |
* | --- |
* | "Coupon {code} applied." |
*
* @param {Order_Coupon_AppliedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const order_coupon_applied = /** @type {((inputs: Order_Coupon_AppliedInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Coupon_AppliedInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_order_coupon_applied(inputs)
	return en_order_coupon_applied(inputs)
});