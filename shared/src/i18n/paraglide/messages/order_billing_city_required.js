import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Order_Billing_City_RequiredInputs */

const en_order_billing_city_required = /** @type {(inputs: Order_Billing_City_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Billing city is required.`)
};

const es_order_billing_city_required = /** @type {(inputs: Order_Billing_City_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La ciudad de facturación es obligatoria.`)
};

/**
* | output |
* | --- |
* | "Billing city is required." |
*
* @param {Order_Billing_City_RequiredInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const order_billing_city_required = /** @type {((inputs?: Order_Billing_City_RequiredInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Billing_City_RequiredInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_order_billing_city_required(inputs)
	return en_order_billing_city_required(inputs)
});