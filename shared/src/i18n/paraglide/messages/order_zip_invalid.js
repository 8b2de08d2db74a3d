import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Order_Zip_InvalidInputs */

const en_order_zip_invalid = /** @type {(inputs: Order_Zip_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Please enter a valid zip code.`)
};

const es_order_zip_invalid = /** @type {(inputs: Order_Zip_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ingrese un código postal válido.`)
};

/**
* | output |
* | --- |
* | "Please enter a valid zip code." |
*
* @param {Order_Zip_InvalidInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const order_zip_invalid = /** @type {((inputs?: Order_Zip_InvalidInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Zip_InvalidInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_order_zip_invalid(inputs)
	return en_order_zip_invalid(inputs)
});