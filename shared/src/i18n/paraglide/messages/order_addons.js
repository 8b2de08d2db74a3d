import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Order_AddonsInputs */

const en_order_addons = /** @type {(inputs: Order_AddonsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Add-ons`)
};

const es_order_addons = /** @type {(inputs: Order_AddonsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Coberturas adicionales`)
};

/**
* | output |
* | --- |
* | "Add-ons" |
*
* @param {Order_AddonsInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const order_addons = /** @type {((inputs?: Order_AddonsInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_AddonsInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_order_addons(inputs)
	return en_order_addons(inputs)
});