import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Order_Partner_Name_RequiredInputs */

const en_order_partner_name_required = /** @type {(inputs: Order_Partner_Name_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Name is required.`)
};

const es_order_partner_name_required = /** @type {(inputs: Order_Partner_Name_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`El nombre es obligatorio.`)
};

/**
* | output |
* | --- |
* | "Name is required." |
*
* @param {Order_Partner_Name_RequiredInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const order_partner_name_required = /** @type {((inputs?: Order_Partner_Name_RequiredInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Partner_Name_RequiredInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_order_partner_name_required(inputs)
	return en_order_partner_name_required(inputs)
});