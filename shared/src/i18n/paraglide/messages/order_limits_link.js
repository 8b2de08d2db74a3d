import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Order_Limits_LinkInputs */

const en_order_limits_link = /** @type {(inputs: Order_Limits_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Limits and exclusions`)
};

const es_order_limits_link = /** @type {(inputs: Order_Limits_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Límites y exclusiones`)
};

/**
* | output |
* | --- |
* | "Limits and exclusions" |
*
* @param {Order_Limits_LinkInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const order_limits_link = /** @type {((inputs?: Order_Limits_LinkInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Limits_LinkInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_order_limits_link(inputs)
	return en_order_limits_link(inputs)
});