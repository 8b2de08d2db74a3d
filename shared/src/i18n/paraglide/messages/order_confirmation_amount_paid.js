import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Order_Confirmation_Amount_PaidInputs */

const en_order_confirmation_amount_paid = /** @type {(inputs: Order_Confirmation_Amount_PaidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Amount paid`)
};

const es_order_confirmation_amount_paid = /** @type {(inputs: Order_Confirmation_Amount_PaidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Monto pagado`)
};

/**
* | output |
* | --- |
* | "Amount paid" |
*
* @param {Order_Confirmation_Amount_PaidInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const order_confirmation_amount_paid = /** @type {((inputs?: Order_Confirmation_Amount_PaidInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Confirmation_Amount_PaidInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_order_confirmation_amount_paid(inputs)
	return en_order_confirmation_amount_paid(inputs)
});