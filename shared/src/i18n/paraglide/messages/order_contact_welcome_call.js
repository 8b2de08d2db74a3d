import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Order_Contact_Welcome_CallInputs */

const en_order_contact_welcome_call = /** @type {(inputs: Order_Contact_Welcome_CallInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`I would like a welcome call to go over my coverage`)
};

const es_order_contact_welcome_call = /** @type {(inputs: Order_Contact_Welcome_CallInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Me gustaría recibir una llamada de bienvenida para repasar mi cobertura`)
};

/**
* | output |
* | --- |
* | "I would like a welcome call to go over my coverage" |
*
* @param {Order_Contact_Welcome_CallInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const order_contact_welcome_call = /** @type {((inputs?: Order_Contact_Welcome_CallInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Contact_Welcome_CallInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_order_contact_welcome_call(inputs)
	return en_order_contact_welcome_call(inputs)
});