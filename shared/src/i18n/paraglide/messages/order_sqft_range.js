import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ from: NonNullable<unknown>, to: NonNullable<unknown> }} Order_Sqft_RangeInputs */

const en_order_sqft_range = /** @type {(inputs: Order_Sqft_RangeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.from} - ${i?.to} sq. ft.`)
};

const es_order_sqft_range = /** @type {(inputs: Order_Sqft_RangeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.from} - ${i?.to} pies cuadrados`)
};

/**
* | output |
* | --- |
* | "{from} - {to} sq. ft." |
*
* @param {Order_Sqft_RangeInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const order_sqft_range = /** @type {((inputs: Order_Sqft_RangeInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Sqft_RangeInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_order_sqft_range(inputs)
	return en_order_sqft_range(inputs)
});