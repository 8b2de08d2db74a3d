import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Order_Create_Password_FailedInputs */

const en_order_create_password_failed = /** @type {(inputs: Order_Create_Password_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The e-mail could not be sent. Please try again.`)
};

const es_order_create_password_failed = /** @type {(inputs: Order_Create_Password_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No se pudo enviar el correo electrónico. Inténtelo de nuevo.`)
};

/**
* | output |
* | --- |
* | "The e-mail could not be sent. Please try again." |
*
* @param {Order_Create_Password_FailedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const order_create_password_failed = /** @type {((inputs?: Order_Create_Password_FailedInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Create_Password_FailedInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_order_create_password_failed(inputs)
	return en_order_create_password_failed(inputs)
});