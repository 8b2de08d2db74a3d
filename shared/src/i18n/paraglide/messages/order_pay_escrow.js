import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Order_Pay_EscrowInputs */

const en_order_pay_escrow = /** @type {(inputs: Order_Pay_EscrowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pay at closing (escrow)`)
};

const es_order_pay_escrow = /** @type {(inputs: Order_Pay_EscrowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pagar al cierre (escrow)`)
};

/**
* | output |
* | --- |
* | "Pay at closing (escrow)" |
*
* @param {Order_Pay_EscrowInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const order_pay_escrow = /** @type {((inputs?: Order_Pay_EscrowInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Pay_EscrowInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_order_pay_escrow(inputs)
	return en_order_pay_escrow(inputs)
});