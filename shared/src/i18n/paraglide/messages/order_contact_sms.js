import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Order_Contact_SmsInputs */

const en_order_contact_sms = /** @type {(inputs: Order_Contact_SmsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Send me text message updates about my plan and repairs`)
};

const es_order_contact_sms = /** @type {(inputs: Order_Contact_SmsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Envíenme actualizaciones por mensaje de texto sobre mi plan y mis reparaciones`)
};

/**
* | output |
* | --- |
* | "Send me text message updates about my plan and repairs" |
*
* @param {Order_Contact_SmsInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const order_contact_sms = /** @type {((inputs?: Order_Contact_SmsInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Contact_SmsInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_order_contact_sms(inputs)
	return en_order_contact_sms(inputs)
});