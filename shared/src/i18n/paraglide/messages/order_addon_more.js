import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown> }} Order_Addon_MoreInputs */

const en_order_addon_more = /** @type {(inputs: Order_Addon_MoreInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`One more ${i?.name}`)
};

const es_order_addon_more = /** @type {(inputs: Order_Addon_MoreInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Uno más: ${i?.name}`)
};

/**
* | output |
* | --- |
* | "One more {name}" |
*
* @param {Order_Addon_MoreInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const order_addon_more = /** @type {((inputs: Order_Addon_MoreInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Addon_MoreInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_order_addon_more(inputs)
	return en_order_addon_more(inputs)
});