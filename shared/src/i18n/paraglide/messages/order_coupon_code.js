import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Order_Coupon_CodeInputs */

const en_order_coupon_code = /** @type {(inputs: Order_Coupon_CodeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Coupon code`)
};

const es_order_coupon_code = /** @type {(inputs: Order_Coupon_CodeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Código de cupón`)
};

/**
* | output |
* | --- |
* | "Coupon code" |
*
* @param {Order_Coupon_CodeInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const order_coupon_code = /** @type {((inputs?: Order_Coupon_CodeInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Coupon_CodeInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_order_coupon_code(inputs)
	return en_order_coupon_code(inputs)
});