import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ email: NonNullable<unknown> }} Order_Create_Password_SentInputs */

const en_order_create_password_sent = /** @type {(inputs: Order_Create_Password_SentInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`We have e-mailed ${i?.email} a link to create your password. It works once, within 30 minutes.`)
};

const es_order_create_password_sent = /** @type {(inputs: Order_Create_Password_SentInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Enviamos a ${i?.email} un enlace para crear su contraseña. Funciona una sola vez, dentro de 30 minutos.`)
};

/**
* | output |
* | --- |
* | "We have e-mailed {email} a link to create your password. It works once, within 30 minutes." |
*
* @param {Order_Create_Password_SentInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const order_create_password_sent = /** @type {((inputs: Order_Create_Password_SentInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Create_Password_SentInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_order_create_password_sent(inputs)
	return en_order_create_password_sent(inputs)
});