import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ role: NonNullable<unknown> }} Order_Partner_Login_To_AddInputs */

const en_order_partner_login_to_add = /** @type {(inputs: Order_Partner_Login_To_AddInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Log in to add a new ${i?.role}`)
};

const es_order_partner_login_to_add = /** @type {(inputs: Order_Partner_Login_To_AddInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Inicie sesión para agregar un nuevo ${i?.role}`)
};

/**
* | output |
* | --- |
* | "Log in to add a new {role}" |
*
* @param {Order_Partner_Login_To_AddInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const order_partner_login_to_add = /** @type {((inputs: Order_Partner_Login_To_AddInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Partner_Login_To_AddInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_order_partner_login_to_add(inputs)
	return en_order_partner_login_to_add(inputs)
});