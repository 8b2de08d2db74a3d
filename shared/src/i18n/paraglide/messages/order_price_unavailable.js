import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Order_Price_UnavailableInputs */

const en_order_price_unavailable = /** @type {(inputs: Order_Price_UnavailableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Price unavailable`)
};

const es_order_price_unavailable = /** @type {(inputs: Order_Price_UnavailableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Precio no disponible`)
};

/**
* | output |
* | --- |
* | "Price unavailable" |
*
* @param {Order_Price_UnavailableInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const order_price_unavailable = /** @type {((inputs?: Order_Price_UnavailableInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Price_UnavailableInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_order_price_unavailable(inputs)
	return en_order_price_unavailable(inputs)
});