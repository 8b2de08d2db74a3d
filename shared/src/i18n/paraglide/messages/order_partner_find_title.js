import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ role: NonNullable<unknown> }} Order_Partner_Find_TitleInputs */

const en_order_partner_find_title = /** @type {(inputs: Order_Partner_Find_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Find a ${i?.role}`)
};

const es_order_partner_find_title = /** @type {(inputs: Order_Partner_Find_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Buscar un ${i?.role}`)
};

/**
* | output |
* | --- |
* | "Find a {role}" |
*
* @param {Order_Partner_Find_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const order_partner_find_title = /** @type {((inputs: Order_Partner_Find_TitleInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Partner_Find_TitleInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_order_partner_find_title(inputs)
	return en_order_partner_find_title(inputs)
});