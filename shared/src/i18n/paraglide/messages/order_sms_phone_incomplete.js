import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Order_Sms_Phone_IncompleteInputs */

const en_order_sms_phone_incomplete = /** @type {(inputs: Order_Sms_Phone_IncompleteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Please enter a complete mobile number for text updates.`)
};

const es_order_sms_phone_incomplete = /** @type {(inputs: Order_Sms_Phone_IncompleteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ingrese un número de celular completo para recibir mensajes de texto.`)
};

/**
* | output |
* | --- |
* | "Please enter a complete mobile number for text updates." |
*
* @param {Order_Sms_Phone_IncompleteInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const order_sms_phone_incomplete = /** @type {((inputs?: Order_Sms_Phone_IncompleteInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Sms_Phone_IncompleteInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_order_sms_phone_incomplete(inputs)
	return en_order_sms_phone_incomplete(inputs)
});