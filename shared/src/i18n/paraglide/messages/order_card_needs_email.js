import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Order_Card_Needs_EmailInputs */

const en_order_card_needs_email = /** @type {(inputs: Order_Card_Needs_EmailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Please enter your e-mail address first: the card is saved for it.`)
};

const es_order_card_needs_email = /** @type {(inputs: Order_Card_Needs_EmailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Primero ingrese su dirección de correo electrónico: la tarjeta se guarda para esa dirección.`)
};

/**
* | output |
* | --- |
* | "Please enter your e-mail address first: the card is saved for it." |
*
* @param {Order_Card_Needs_EmailInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const order_card_needs_email = /** @type {((inputs?: Order_Card_Needs_EmailInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Card_Needs_EmailInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_order_card_needs_email(inputs)
	return en_order_card_needs_email(inputs)
});