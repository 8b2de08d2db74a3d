import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Order_Start_HeadingInputs */

const en_order_start_heading = /** @type {(inputs: Order_Start_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Order a home warranty`)
};

const es_order_start_heading = /** @type {(inputs: Order_Start_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pida una garantía para el hogar`)
};

/**
* | output |
* | --- |
* | "Order a home warranty" |
*
* @param {Order_Start_HeadingInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const order_start_heading = /** @type {((inputs?: Order_Start_HeadingInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Start_HeadingInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_order_start_heading(inputs)
	return en_order_start_heading(inputs)
});