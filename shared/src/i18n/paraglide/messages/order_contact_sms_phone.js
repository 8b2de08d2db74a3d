import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Order_Contact_Sms_PhoneInputs */

const en_order_contact_sms_phone = /** @type {(inputs: Order_Contact_Sms_PhoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mobile number for texts`)
};

const es_order_contact_sms_phone = /** @type {(inputs: Order_Contact_Sms_PhoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Número de celular para mensajes de texto`)
};

/**
* | output |
* | --- |
* | "Mobile number for texts" |
*
* @param {Order_Contact_Sms_PhoneInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const order_contact_sms_phone = /** @type {((inputs?: Order_Contact_Sms_PhoneInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Contact_Sms_PhoneInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_order_contact_sms_phone(inputs)
	return en_order_contact_sms_phone(inputs)
});