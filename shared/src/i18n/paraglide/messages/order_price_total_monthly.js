import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ total: NonNullable<unknown>, monthly: NonNullable<unknown> }} Order_Price_Total_MonthlyInputs */

const en_order_price_total_monthly = /** @type {(inputs: Order_Price_Total_MonthlyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Total ${i?.total} · ${i?.monthly}/mo`)
};

const es_order_price_total_monthly = /** @type {(inputs: Order_Price_Total_MonthlyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Total ${i?.total} · ${i?.monthly}/mes`)
};

/**
* | output |
* | --- |
* | "Total {total} · {monthly}/mo" |
*
* @param {Order_Price_Total_MonthlyInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const order_price_total_monthly = /** @type {((inputs: Order_Price_Total_MonthlyInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Price_Total_MonthlyInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_order_price_total_monthly(inputs)
	return en_order_price_total_monthly(inputs)
});