import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ role: NonNullable<unknown> }} Order_Partner_Search_LabelInputs */

const en_order_partner_search_label = /** @type {(inputs: Order_Partner_Search_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.role} name or company`)
};

const es_order_partner_search_label = /** @type {(inputs: Order_Partner_Search_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Nombre o empresa del ${i?.role}`)
};

/**
* | output |
* | --- |
* | "{role} name or company" |
*
* @param {Order_Partner_Search_LabelInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const order_partner_search_label = /** @type {((inputs: Order_Partner_Search_LabelInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Partner_Search_LabelInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_order_partner_search_label(inputs)
	return en_order_partner_search_label(inputs)
});