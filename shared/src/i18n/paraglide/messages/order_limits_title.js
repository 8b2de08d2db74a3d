import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Order_Limits_TitleInputs */

const en_order_limits_title = /** @type {(inputs: Order_Limits_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Limits and Exclusions`)
};

const es_order_limits_title = /** @type {(inputs: Order_Limits_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Límites y exclusiones`)
};

/**
* | output |
* | --- |
* | "Limits and Exclusions" |
*
* @param {Order_Limits_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const order_limits_title = /** @type {((inputs?: Order_Limits_TitleInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Limits_TitleInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_order_limits_title(inputs)
	return en_order_limits_title(inputs)
});