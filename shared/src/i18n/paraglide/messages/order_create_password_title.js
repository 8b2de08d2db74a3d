import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Order_Create_Password_TitleInputs */

const en_order_create_password_title = /** @type {(inputs: Order_Create_Password_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Create your password`)
};

const es_order_create_password_title = /** @type {(inputs: Order_Create_Password_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cree su contraseña`)
};

/**
* | output |
* | --- |
* | "Create your password" |
*
* @param {Order_Create_Password_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const order_create_password_title = /** @type {((inputs?: Order_Create_Password_TitleInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Create_Password_TitleInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_order_create_password_title(inputs)
	return en_order_create_password_title(inputs)
});