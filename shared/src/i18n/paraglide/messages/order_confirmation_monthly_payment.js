import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Order_Confirmation_Monthly_PaymentInputs */

const en_order_confirmation_monthly_payment = /** @type {(inputs: Order_Confirmation_Monthly_PaymentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Monthly payment`)
};

const es_order_confirmation_monthly_payment = /** @type {(inputs: Order_Confirmation_Monthly_PaymentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pago mensual`)
};

/**
* | output |
* | --- |
* | "Monthly payment" |
*
* @param {Order_Confirmation_Monthly_PaymentInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const order_confirmation_monthly_payment = /** @type {((inputs?: Order_Confirmation_Monthly_PaymentInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Confirmation_Monthly_PaymentInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_order_confirmation_monthly_payment(inputs)
	return en_order_confirmation_monthly_payment(inputs)
});