import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Order_Review_AddonInputs */

const en_order_review_addon = /** @type {(inputs: Order_Review_AddonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Add-on`)
};

const es_order_review_addon = /** @type {(inputs: Order_Review_AddonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cobertura adicional`)
};

/**
* | output |
* | --- |
* | "Add-on" |
*
* @param {Order_Review_AddonInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const order_review_addon = /** @type {((inputs?: Order_Review_AddonInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Review_AddonInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_order_review_addon(inputs)
	return en_order_review_addon(inputs)
});