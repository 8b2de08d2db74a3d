import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Order_Pay_Needs_EmailInputs */

const en_order_pay_needs_email = /** @type {(inputs: Order_Pay_Needs_EmailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Please enter the e-mail address on the Contacts step first: the card is saved for it.`)
};

const es_order_pay_needs_email = /** @type {(inputs: Order_Pay_Needs_EmailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Primero ingrese la dirección de correo electrónico en el paso Contactos: la tarjeta se guarda para esa dirección.`)
};

/**
* | output |
* | --- |
* | "Please enter the e-mail address on the Contacts step first: the card is saved for it." |
*
* @param {Order_Pay_Needs_EmailInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const order_pay_needs_email = /** @type {((inputs?: Order_Pay_Needs_EmailInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Pay_Needs_EmailInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_order_pay_needs_email(inputs)
	return en_order_pay_needs_email(inputs)
});