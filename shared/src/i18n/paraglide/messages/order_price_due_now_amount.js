import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ amount: NonNullable<unknown> }} Order_Price_Due_Now_AmountInputs */

const en_order_price_due_now_amount = /** @type {(inputs: Order_Price_Due_Now_AmountInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Due now ${i?.amount}`)
};

const es_order_price_due_now_amount = /** @type {(inputs: Order_Price_Due_Now_AmountInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`A pagar ahora: ${i?.amount}`)
};

/**
* | output |
* | --- |
* | "Due now {amount}" |
*
* @param {Order_Price_Due_Now_AmountInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const order_price_due_now_amount = /** @type {((inputs: Order_Price_Due_Now_AmountInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Price_Due_Now_AmountInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_order_price_due_now_amount(inputs)
	return en_order_price_due_now_amount(inputs)
});