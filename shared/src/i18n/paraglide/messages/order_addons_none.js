import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Order_Addons_NoneInputs */

const en_order_addons_none = /** @type {(inputs: Order_Addons_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This plan has no add-ons.`)
};

const es_order_addons_none = /** @type {(inputs: Order_Addons_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Este plan no tiene coberturas adicionales.`)
};

/**
* | output |
* | --- |
* | "This plan has no add-ons." |
*
* @param {Order_Addons_NoneInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const order_addons_none = /** @type {((inputs?: Order_Addons_NoneInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Addons_NoneInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_order_addons_none(inputs)
	return en_order_addons_none(inputs)
});