import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Order_Start_DescriptionInputs */

const en_order_start_description = /** @type {(inputs: Order_Start_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Order a home warranty as a homeowner or as a real-estate professional: choose yours and see the plans and prices for your home.`)
};

const es_order_start_description = /** @type {(inputs: Order_Start_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pida una garantía para el hogar como propietario o como profesional de bienes raíces: elija su opción y vea los planes y precios para su vivienda.`)
};

/**
* | output |
* | --- |
* | "Order a home warranty as a homeowner or as a real-estate professional: choose yours and see the plans and prices for your home." |
*
* @param {Order_Start_DescriptionInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const order_start_description = /** @type {((inputs?: Order_Start_DescriptionInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Start_DescriptionInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_order_start_description(inputs)
	return en_order_start_description(inputs)
});