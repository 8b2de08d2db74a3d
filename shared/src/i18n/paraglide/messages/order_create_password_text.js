import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ email: NonNullable<unknown> }} Order_Create_Password_TextInputs */

const en_order_create_password_text = /** @type {(inputs: Order_Create_Password_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Your account uses ${i?.email}. Create a password to see your contract and request repairs online; the order e-mail has a link too.`)
};

const es_order_create_password_text = /** @type {(inputs: Order_Create_Password_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Su cuenta usa ${i?.email}. Cree una contraseña para ver su contrato y solicitar reparaciones en línea; el correo electrónico del pedido también incluye un enlace.`)
};

/**
* | output |
* | --- |
* | "Your account uses {email}. Create a password to see your contract and request repairs online; the order e-mail has a link too." |
*
* @param {Order_Create_Password_TextInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const order_create_password_text = /** @type {((inputs: Order_Create_Password_TextInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Create_Password_TextInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_order_create_password_text(inputs)
	return en_order_create_password_text(inputs)
});