import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Order_Property_TypeInputs */

const en_order_property_type = /** @type {(inputs: Order_Property_TypeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Property type`)
};

const es_order_property_type = /** @type {(inputs: Order_Property_TypeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tipo de propiedad`)
};

/**
* | output |
* | --- |
* | "Property type" |
*
* @param {Order_Property_TypeInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const order_property_type = /** @type {((inputs?: Order_Property_TypeInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Property_TypeInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_order_property_type(inputs)
	return en_order_property_type(inputs)
});