import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ amount: NonNullable<unknown> }} Order_Next_MonthlyInputs */

const en_order_next_monthly = /** @type {(inputs: Order_Next_MonthlyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Your card is charged ${i?.amount} each month; the first payment was taken today.`)
};

const es_order_next_monthly = /** @type {(inputs: Order_Next_MonthlyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Se cobrarán ${i?.amount} a su tarjeta cada mes; el primer pago se cobró hoy.`)
};

/**
* | output |
* | --- |
* | "Your card is charged {amount} each month; the first payment was taken today." |
*
* @param {Order_Next_MonthlyInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const order_next_monthly = /** @type {((inputs: Order_Next_MonthlyInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Next_MonthlyInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_order_next_monthly(inputs)
	return en_order_next_monthly(inputs)
});