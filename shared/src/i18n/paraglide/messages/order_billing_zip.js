import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Order_Billing_ZipInputs */

const en_order_billing_zip = /** @type {(inputs: Order_Billing_ZipInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Billing zip code`)
};

const es_order_billing_zip = /** @type {(inputs: Order_Billing_ZipInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Código postal de facturación`)
};

/**
* | output |
* | --- |
* | "Billing zip code" |
*
* @param {Order_Billing_ZipInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const order_billing_zip = /** @type {((inputs?: Order_Billing_ZipInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Billing_ZipInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_order_billing_zip(inputs)
	return en_order_billing_zip(inputs)
});