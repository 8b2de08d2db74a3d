import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Order_PlaceInputs */

const en_order_place = /** @type {(inputs: Order_PlaceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Place Order`)
};

const es_order_place = /** @type {(inputs: Order_PlaceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Hacer el pedido`)
};

/**
* | output |
* | --- |
* | "Place Order" |
*
* @param {Order_PlaceInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const order_place = /** @type {((inputs?: Order_PlaceInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_PlaceInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_order_place(inputs)
	return en_order_place(inputs)
});