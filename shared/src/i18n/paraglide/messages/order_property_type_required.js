import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Order_Property_Type_RequiredInputs */

const en_order_property_type_required = /** @type {(inputs: Order_Property_Type_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Property type is required.`)
};

const es_order_property_type_required = /** @type {(inputs: Order_Property_Type_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`El tipo de propiedad es obligatorio.`)
};

/**
* | output |
* | --- |
* | "Property type is required." |
*
* @param {Order_Property_Type_RequiredInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const order_property_type_required = /** @type {((inputs?: Order_Property_Type_RequiredInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Property_Type_RequiredInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_order_property_type_required(inputs)
	return en_order_property_type_required(inputs)
});