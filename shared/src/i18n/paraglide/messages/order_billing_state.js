import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Order_Billing_StateInputs */

const en_order_billing_state = /** @type {(inputs: Order_Billing_StateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Billing state`)
};

const es_order_billing_state = /** @type {(inputs: Order_Billing_StateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Estado de facturación`)
};

/**
* | output |
* | --- |
* | "Billing state" |
*
* @param {Order_Billing_StateInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const order_billing_state = /** @type {((inputs?: Order_Billing_StateInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Billing_StateInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_order_billing_state(inputs)
	return en_order_billing_state(inputs)
});