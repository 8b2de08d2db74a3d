import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ phone: NonNullable<unknown> }} Order_Partner_Call_UsInputs */

const en_order_partner_call_us = /** @type {(inputs: Order_Partner_Call_UsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Please call us at ${i?.phone} for assistance.`)
};

const es_order_partner_call_us = /** @type {(inputs: Order_Partner_Call_UsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Llámenos al ${i?.phone} para recibir ayuda.`)
};

/**
* | output |
* | --- |
* | "Please call us at {phone} for assistance." |
*
* @param {Order_Partner_Call_UsInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const order_partner_call_us = /** @type {((inputs: Order_Partner_Call_UsInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Partner_Call_UsInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_order_partner_call_us(inputs)
	return en_order_partner_call_us(inputs)
});