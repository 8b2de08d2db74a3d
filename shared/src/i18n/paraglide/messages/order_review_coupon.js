import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ code: NonNullable<unknown> }} Order_Review_CouponInputs */

const en_order_review_coupon = /** @type {(inputs: Order_Review_CouponInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Coupon ${i?.code}`)
};

const es_order_review_coupon = /** @type {(inputs: Order_Review_CouponInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Cupón ${i?.code}`)
};

/**
* | output |
* | --- |
* | "Coupon {code}" |
*
* @param {Order_Review_CouponInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const order_review_coupon = /** @type {((inputs: Order_Review_CouponInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Review_CouponInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_order_review_coupon(inputs)
	return en_order_review_coupon(inputs)
});