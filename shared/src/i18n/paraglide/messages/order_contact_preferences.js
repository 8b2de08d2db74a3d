import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Order_Contact_PreferencesInputs */

const en_order_contact_preferences = /** @type {(inputs: Order_Contact_PreferencesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Contact preferences`)
};

const es_order_contact_preferences = /** @type {(inputs: Order_Contact_PreferencesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Preferencias de contacto`)
};

/**
* | output |
* | --- |
* | "Contact preferences" |
*
* @param {Order_Contact_PreferencesInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const order_contact_preferences = /** @type {((inputs?: Order_Contact_PreferencesInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Contact_PreferencesInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_order_contact_preferences(inputs)
	return en_order_contact_preferences(inputs)
});