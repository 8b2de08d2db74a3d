import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Common_Coupon_FailureInputs */

const en_common_coupon_failure = /** @type {(inputs: Common_Coupon_FailureInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sorry, we couldn't find the coupon code you provided.`)
};

const es_common_coupon_failure = /** @type {(inputs: Common_Coupon_FailureInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Lo sentimos, no encontramos el código de cupón que ingresó.`)
};

/**
* | output |
* | --- |
* | "Sorry, we couldn't find the coupon code you provided." |
*
* @param {Common_Coupon_FailureInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const common_coupon_failure = /** @type {((inputs?: Common_Coupon_FailureInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Common_Coupon_FailureInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_common_coupon_failure(inputs)
	return en_common_coupon_failure(inputs)
});