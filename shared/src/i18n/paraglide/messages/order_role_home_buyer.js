import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Order_Role_Home_BuyerInputs */

const en_order_role_home_buyer = /** @type {(inputs: Order_Role_Home_BuyerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Home Buyer`)
};

const es_order_role_home_buyer = /** @type {(inputs: Order_Role_Home_BuyerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Comprador de vivienda`)
};

/**
* | output |
* | --- |
* | "Home Buyer" |
*
* @param {Order_Role_Home_BuyerInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const order_role_home_buyer = /** @type {((inputs?: Order_Role_Home_BuyerInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Role_Home_BuyerInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_order_role_home_buyer(inputs)
	return en_order_role_home_buyer(inputs)
});