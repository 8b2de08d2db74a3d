import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Order_Price_Total_Due_At_ClosingInputs */

const en_order_price_total_due_at_closing = /** @type {(inputs: Order_Price_Total_Due_At_ClosingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Total due at closing`)
};

const es_order_price_total_due_at_closing = /** @type {(inputs: Order_Price_Total_Due_At_ClosingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Total a pagar al cierre`)
};

/**
* | output |
* | --- |
* | "Total due at closing" |
*
* @param {Order_Price_Total_Due_At_ClosingInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const order_price_total_due_at_closing = /** @type {((inputs?: Order_Price_Total_Due_At_ClosingInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Price_Total_Due_At_ClosingInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_order_price_total_due_at_closing(inputs)
	return en_order_price_total_due_at_closing(inputs)
});