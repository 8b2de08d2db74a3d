import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Order_Prepaid_CallsInputs */

const en_order_prepaid_calls = /** @type {(inputs: Order_Prepaid_CallsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Prepaid service call fees`)
};

const es_order_prepaid_calls = /** @type {(inputs: Order_Prepaid_CallsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tarifas de visita de servicio prepagadas`)
};

/**
* | output |
* | --- |
* | "Prepaid service call fees" |
*
* @param {Order_Prepaid_CallsInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const order_prepaid_calls = /** @type {((inputs?: Order_Prepaid_CallsInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Prepaid_CallsInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_order_prepaid_calls(inputs)
	return en_order_prepaid_calls(inputs)
});