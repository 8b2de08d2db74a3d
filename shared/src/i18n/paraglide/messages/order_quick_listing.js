import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Order_Quick_ListingInputs */

const en_order_quick_listing = /** @type {(inputs: Order_Quick_ListingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Listing coverage for the seller`)
};

const es_order_quick_listing = /** @type {(inputs: Order_Quick_ListingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cobertura durante la venta para el vendedor`)
};

/**
* | output |
* | --- |
* | "Listing coverage for the seller" |
*
* @param {Order_Quick_ListingInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const order_quick_listing = /** @type {((inputs?: Order_Quick_ListingInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Quick_ListingInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_order_quick_listing(inputs)
	return en_order_quick_listing(inputs)
});