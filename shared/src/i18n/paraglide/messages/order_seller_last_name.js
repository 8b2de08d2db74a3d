import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Order_Seller_Last_NameInputs */

const en_order_seller_last_name = /** @type {(inputs: Order_Seller_Last_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Seller last name (optional)`)
};

const es_order_seller_last_name = /** @type {(inputs: Order_Seller_Last_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Apellido del vendedor (opcional)`)
};

/**
* | output |
* | --- |
* | "Seller last name (optional)" |
*
* @param {Order_Seller_Last_NameInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const order_seller_last_name = /** @type {((inputs?: Order_Seller_Last_NameInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Seller_Last_NameInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_order_seller_last_name(inputs)
	return en_order_seller_last_name(inputs)
});