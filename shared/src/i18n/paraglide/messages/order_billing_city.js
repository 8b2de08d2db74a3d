import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Order_Billing_CityInputs */

const en_order_billing_city = /** @type {(inputs: Order_Billing_CityInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Billing city`)
};

const es_order_billing_city = /** @type {(inputs: Order_Billing_CityInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ciudad de facturación`)
};

/**
* | output |
* | --- |
* | "Billing city" |
*
* @param {Order_Billing_CityInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const order_billing_city = /** @type {((inputs?: Order_Billing_CityInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Billing_CityInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_order_billing_city(inputs)
	return en_order_billing_city(inputs)
});