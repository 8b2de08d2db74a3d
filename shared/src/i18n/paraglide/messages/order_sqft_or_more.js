import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ from: NonNullable<unknown> }} Order_Sqft_Or_MoreInputs */

const en_order_sqft_or_more = /** @type {(inputs: Order_Sqft_Or_MoreInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.from} or more sq. ft.`)
};

const es_order_sqft_or_more = /** @type {(inputs: Order_Sqft_Or_MoreInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.from} o más pies cuadrados`)
};

/**
* | output |
* | --- |
* | "{from} or more sq. ft." |
*
* @param {Order_Sqft_Or_MoreInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const order_sqft_or_more = /** @type {((inputs: Order_Sqft_Or_MoreInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Sqft_Or_MoreInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_order_sqft_or_more(inputs)
	return en_order_sqft_or_more(inputs)
});