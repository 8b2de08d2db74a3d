import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Order_Type_HomeownerInputs */

const en_order_type_homeowner = /** @type {(inputs: Order_Type_HomeownerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Homeowner`)
};

const es_order_type_homeowner = /** @type {(inputs: Order_Type_HomeownerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Propietario de vivienda`)
};

/**
* | output |
* | --- |
* | "Homeowner" |
*
* @param {Order_Type_HomeownerInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const order_type_homeowner = /** @type {((inputs?: Order_Type_HomeownerInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Type_HomeownerInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_order_type_homeowner(inputs)
	return en_order_type_homeowner(inputs)
});