import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Order_Quick_HeadingInputs */

const en_order_quick_heading = /** @type {(inputs: Order_Quick_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Quick Home Warranty Order Form`)
};

const es_order_quick_heading = /** @type {(inputs: Order_Quick_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Formulario de pedido rápido de garantía para el hogar`)
};

/**
* | output |
* | --- |
* | "Quick Home Warranty Order Form" |
*
* @param {Order_Quick_HeadingInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const order_quick_heading = /** @type {((inputs?: Order_Quick_HeadingInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Quick_HeadingInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_order_quick_heading(inputs)
	return en_order_quick_heading(inputs)
});