import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Order_Coupon_CheckingInputs */

const en_order_coupon_checking = /** @type {(inputs: Order_Coupon_CheckingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Checking…`)
};

const es_order_coupon_checking = /** @type {(inputs: Order_Coupon_CheckingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Verificando…`)
};

/**
* | output |
* | --- |
* | "Checking…" |
*
* @param {Order_Coupon_CheckingInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const order_coupon_checking = /** @type {((inputs?: Order_Coupon_CheckingInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Coupon_CheckingInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_order_coupon_checking(inputs)
	return en_order_coupon_checking(inputs)
});