import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown> }} Order_Addon_LessInputs */

const en_order_addon_less = /** @type {(inputs: Order_Addon_LessInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`One less ${i?.name}`)
};

const es_order_addon_less = /** @type {(inputs: Order_Addon_LessInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Uno menos: ${i?.name}`)
};

/**
* | output |
* | --- |
* | "One less {name}" |
*
* @param {Order_Addon_LessInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const order_addon_less = /** @type {((inputs: Order_Addon_LessInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Addon_LessInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_order_addon_less(inputs)
	return en_order_addon_less(inputs)
});