import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Order_Addon_IncludedInputs */

const en_order_addon_included = /** @type {(inputs: Order_Addon_IncludedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Included with this plan`)
};

const es_order_addon_included = /** @type {(inputs: Order_Addon_IncludedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Incluido con este plan`)
};

/**
* | output |
* | --- |
* | "Included with this plan" |
*
* @param {Order_Addon_IncludedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const order_addon_included = /** @type {((inputs?: Order_Addon_IncludedInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Addon_IncludedInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_order_addon_included(inputs)
	return en_order_addon_included(inputs)
});