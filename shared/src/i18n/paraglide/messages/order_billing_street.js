import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Order_Billing_StreetInputs */

const en_order_billing_street = /** @type {(inputs: Order_Billing_StreetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Billing street address`)
};

const es_order_billing_street = /** @type {(inputs: Order_Billing_StreetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dirección de facturación`)
};

/**
* | output |
* | --- |
* | "Billing street address" |
*
* @param {Order_Billing_StreetInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const order_billing_street = /** @type {((inputs?: Order_Billing_StreetInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Billing_StreetInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_order_billing_street(inputs)
	return en_order_billing_street(inputs)
});