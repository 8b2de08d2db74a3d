import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ role: NonNullable<unknown> }} Order_Partner_Add_NewInputs */

const en_order_partner_add_new = /** @type {(inputs: Order_Partner_Add_NewInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Add a new ${i?.role}`)
};

const es_order_partner_add_new = /** @type {(inputs: Order_Partner_Add_NewInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Agregar un nuevo ${i?.role}`)
};

/**
* | output |
* | --- |
* | "Add a new {role}" |
*
* @param {Order_Partner_Add_NewInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const order_partner_add_new = /** @type {((inputs: Order_Partner_Add_NewInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Partner_Add_NewInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_order_partner_add_new(inputs)
	return en_order_partner_add_new(inputs)
});