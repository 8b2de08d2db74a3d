import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Order_Pay_MonthlyInputs */

const en_order_pay_monthly = /** @type {(inputs: Order_Pay_MonthlyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Monthly by card`)
};

const es_order_pay_monthly = /** @type {(inputs: Order_Pay_MonthlyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mensualmente con tarjeta`)
};

/**
* | output |
* | --- |
* | "Monthly by card" |
*
* @param {Order_Pay_MonthlyInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const order_pay_monthly = /** @type {((inputs?: Order_Pay_MonthlyInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Pay_MonthlyInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_order_pay_monthly(inputs)
	return en_order_pay_monthly(inputs)
});