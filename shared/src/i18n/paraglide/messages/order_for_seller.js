import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Order_For_SellerInputs */

const en_order_for_seller = /** @type {(inputs: Order_For_SellerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The seller: listing coverage while the home is for sale`)
};

const es_order_for_seller = /** @type {(inputs: Order_For_SellerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`El vendedor: cobertura durante la venta, mientras la vivienda está a la venta`)
};

/**
* | output |
* | --- |
* | "The seller: listing coverage while the home is for sale" |
*
* @param {Order_For_SellerInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const order_for_seller = /** @type {((inputs?: Order_For_SellerInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_For_SellerInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_order_for_seller(inputs)
	return en_order_for_seller(inputs)
});