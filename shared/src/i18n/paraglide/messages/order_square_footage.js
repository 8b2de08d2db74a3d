import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Order_Square_FootageInputs */

const en_order_square_footage = /** @type {(inputs: Order_Square_FootageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Square footage`)
};

const es_order_square_footage = /** @type {(inputs: Order_Square_FootageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Superficie en pies cuadrados`)
};

/**
* | output |
* | --- |
* | "Square footage" |
*
* @param {Order_Square_FootageInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const order_square_footage = /** @type {((inputs?: Order_Square_FootageInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Square_FootageInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_order_square_footage(inputs)
	return en_order_square_footage(inputs)
});