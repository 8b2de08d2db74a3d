import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Order_Title_NewInputs */

const en_order_title_new = /** @type {(inputs: Order_Title_NewInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Order a Home Warranty`)
};

const es_order_title_new = /** @type {(inputs: Order_Title_NewInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pedir una garantía para el hogar`)
};

/**
* | output |
* | --- |
* | "Order a Home Warranty" |
*
* @param {Order_Title_NewInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const order_title_new = /** @type {((inputs?: Order_Title_NewInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Title_NewInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_order_title_new(inputs)
	return en_order_title_new(inputs)
});