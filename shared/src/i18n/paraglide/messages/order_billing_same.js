import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Order_Billing_SameInputs */

const en_order_billing_same = /** @type {(inputs: Order_Billing_SameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Billing address same as property`)
};

const es_order_billing_same = /** @type {(inputs: Order_Billing_SameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La dirección de facturación es la misma que la de la propiedad`)
};

/**
* | output |
* | --- |
* | "Billing address same as property" |
*
* @param {Order_Billing_SameInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const order_billing_same = /** @type {((inputs?: Order_Billing_SameInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Billing_SameInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_order_billing_same(inputs)
	return en_order_billing_same(inputs)
});