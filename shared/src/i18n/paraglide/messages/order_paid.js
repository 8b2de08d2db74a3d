import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Order_PaidInputs */

const en_order_paid = /** @type {(inputs: Order_PaidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Paid`)
};

const es_order_paid = /** @type {(inputs: Order_PaidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Forma de pago`)
};

/**
* | output |
* | --- |
* | "Paid" |
*
* @param {Order_PaidInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const order_paid = /** @type {((inputs?: Order_PaidInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_PaidInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_order_paid(inputs)
	return en_order_paid(inputs)
});