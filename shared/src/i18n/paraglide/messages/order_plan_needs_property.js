import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Order_Plan_Needs_PropertyInputs */

const en_order_plan_needs_property = /** @type {(inputs: Order_Plan_Needs_PropertyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enter a zip code in our service area and the property type first: the plans and prices depend on them.`)
};

const es_order_plan_needs_property = /** @type {(inputs: Order_Plan_Needs_PropertyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Primero ingrese un código postal de nuestra área de servicio y el tipo de propiedad: los planes y los precios dependen de ellos.`)
};

/**
* | output |
* | --- |
* | "Enter a zip code in our service area and the property type first: the plans and prices depend on them." |
*
* @param {Order_Plan_Needs_PropertyInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const order_plan_needs_property = /** @type {((inputs?: Order_Plan_Needs_PropertyInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Plan_Needs_PropertyInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_order_plan_needs_property(inputs)
	return en_order_plan_needs_property(inputs)
});