import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Order_Price_Buyers_Credit_LeftInputs */

const en_order_price_buyers_credit_left = /** @type {(inputs: Order_Price_Buyers_Credit_LeftInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Buyer's credit left in the budget`)
};

const es_order_price_buyers_credit_left = /** @type {(inputs: Order_Price_Buyers_Credit_LeftInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Crédito del comprador que queda en el presupuesto`)
};

/**
* | output |
* | --- |
* | "Buyer's credit left in the budget" |
*
* @param {Order_Price_Buyers_Credit_LeftInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const order_price_buyers_credit_left = /** @type {((inputs?: Order_Price_Buyers_Credit_LeftInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Price_Buyers_Credit_LeftInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_order_price_buyers_credit_left(inputs)
	return en_order_price_buyers_credit_left(inputs)
});