import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Order_Zip_CodeInputs */

const en_order_zip_code = /** @type {(inputs: Order_Zip_CodeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Zip code`)
};

const es_order_zip_code = /** @type {(inputs: Order_Zip_CodeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Código postal`)
};

/**
* | output |
* | --- |
* | "Zip code" |
*
* @param {Order_Zip_CodeInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const order_zip_code = /** @type {((inputs?: Order_Zip_CodeInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Zip_CodeInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_order_zip_code(inputs)
	return en_order_zip_code(inputs)
});