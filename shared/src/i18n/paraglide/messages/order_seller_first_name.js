import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Order_Seller_First_NameInputs */

const en_order_seller_first_name = /** @type {(inputs: Order_Seller_First_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Seller first name (optional)`)
};

const es_order_seller_first_name = /** @type {(inputs: Order_Seller_First_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nombre del vendedor (opcional)`)
};

/**
* | output |
* | --- |
* | "Seller first name (optional)" |
*
* @param {Order_Seller_First_NameInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const order_seller_first_name = /** @type {((inputs?: Order_Seller_First_NameInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Seller_First_NameInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_order_seller_first_name(inputs)
	return en_order_seller_first_name(inputs)
});