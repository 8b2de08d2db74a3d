import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Order_Type_Real_EstateInputs */

const en_order_type_real_estate = /** @type {(inputs: Order_Type_Real_EstateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Real Estate Professional`)
};

const es_order_type_real_estate = /** @type {(inputs: Order_Type_Real_EstateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Profesional de bienes raíces`)
};

/**
* | output |
* | --- |
* | "Real Estate Professional" |
*
* @param {Order_Type_Real_EstateInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const order_type_real_estate = /** @type {((inputs?: Order_Type_Real_EstateInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Type_Real_EstateInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_order_type_real_estate(inputs)
	return en_order_type_real_estate(inputs)
});