import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ amount: NonNullable<unknown> }} Common_Coupon_SuccessInputs */

const en_common_coupon_success = /** @type {(inputs: Common_Coupon_SuccessInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`You just saved $${i?.amount}!`)
};

const es_common_coupon_success = /** @type {(inputs: Common_Coupon_SuccessInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`¡Acaba de ahorrar $${i?.amount}!`)
};

/**
* | output |
* | --- |
* | "You just saved ${amount}!" |
*
* @param {Common_Coupon_SuccessInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const common_coupon_success = /** @type {((inputs: Common_Coupon_SuccessInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Common_Coupon_SuccessInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_common_coupon_success(inputs)
	return en_common_coupon_success(inputs)
});