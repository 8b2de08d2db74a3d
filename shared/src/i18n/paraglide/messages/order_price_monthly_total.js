import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Order_Price_Monthly_TotalInputs */

const en_order_price_monthly_total = /** @type {(inputs: Order_Price_Monthly_TotalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Monthly total`)
};

const es_order_price_monthly_total = /** @type {(inputs: Order_Price_Monthly_TotalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Total mensual`)
};

/**
* | output |
* | --- |
* | "Monthly total" |
*
* @param {Order_Price_Monthly_TotalInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const order_price_monthly_total = /** @type {((inputs?: Order_Price_Monthly_TotalInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Price_Monthly_TotalInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_order_price_monthly_total(inputs)
	return en_order_price_monthly_total(inputs)
});