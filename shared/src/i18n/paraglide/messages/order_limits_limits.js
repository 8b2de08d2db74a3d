import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Order_Limits_LimitsInputs */

const en_order_limits_limits = /** @type {(inputs: Order_Limits_LimitsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Limits`)
};

const es_order_limits_limits = /** @type {(inputs: Order_Limits_LimitsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Límites`)
};

/**
* | output |
* | --- |
* | "Limits" |
*
* @param {Order_Limits_LimitsInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const order_limits_limits = /** @type {((inputs?: Order_Limits_LimitsInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Limits_LimitsInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_order_limits_limits(inputs)
	return en_order_limits_limits(inputs)
});