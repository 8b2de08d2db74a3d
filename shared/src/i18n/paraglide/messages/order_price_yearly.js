import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ price: NonNullable<unknown> }} Order_Price_YearlyInputs */

const en_order_price_yearly = /** @type {(inputs: Order_Price_YearlyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.price}/year`)
};

const es_order_price_yearly = /** @type {(inputs: Order_Price_YearlyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.price}/año`)
};

/**
* | output |
* | --- |
* | "{price}/year" |
*
* @param {Order_Price_YearlyInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const order_price_yearly = /** @type {((inputs: Order_Price_YearlyInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Price_YearlyInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_order_price_yearly(inputs)
	return en_order_price_yearly(inputs)
});