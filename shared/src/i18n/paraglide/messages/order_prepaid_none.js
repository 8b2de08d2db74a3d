import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Order_Prepaid_NoneInputs */

const en_order_prepaid_none = /** @type {(inputs: Order_Prepaid_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`None`)
};

const es_order_prepaid_none = /** @type {(inputs: Order_Prepaid_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ninguna`)
};

/**
* | output |
* | --- |
* | "None" |
*
* @param {Order_Prepaid_NoneInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const order_prepaid_none = /** @type {((inputs?: Order_Prepaid_NoneInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Prepaid_NoneInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_order_prepaid_none(inputs)
	return en_order_prepaid_none(inputs)
});