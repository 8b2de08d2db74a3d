import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Order_Contact_Sms_HintInputs */

const en_order_contact_sms_hint = /** @type {(inputs: Order_Contact_Sms_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Leave empty to use the phone above.`)
};

const es_order_contact_sms_hint = /** @type {(inputs: Order_Contact_Sms_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Déjelo vacío para usar el teléfono de arriba.`)
};

/**
* | output |
* | --- |
* | "Leave empty to use the phone above." |
*
* @param {Order_Contact_Sms_HintInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const order_contact_sms_hint = /** @type {((inputs?: Order_Contact_Sms_HintInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Contact_Sms_HintInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_order_contact_sms_hint(inputs)
	return en_order_contact_sms_hint(inputs)
});