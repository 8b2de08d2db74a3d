import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Order_Pay_FullInputs */

const en_order_pay_full = /** @type {(inputs: Order_Pay_FullInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pay in full now by card`)
};

const es_order_pay_full = /** @type {(inputs: Order_Pay_FullInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pagar el total ahora con tarjeta`)
};

/**
* | output |
* | --- |
* | "Pay in full now by card" |
*
* @param {Order_Pay_FullInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const order_pay_full = /** @type {((inputs?: Order_Pay_FullInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Pay_FullInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_order_pay_full(inputs)
	return en_order_pay_full(inputs)
});