import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Order_Billing_Zip_RequiredInputs */

const en_order_billing_zip_required = /** @type {(inputs: Order_Billing_Zip_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Billing zip code is required.`)
};

const es_order_billing_zip_required = /** @type {(inputs: Order_Billing_Zip_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`El código postal de facturación es obligatorio.`)
};

/**
* | output |
* | --- |
* | "Billing zip code is required." |
*
* @param {Order_Billing_Zip_RequiredInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const order_billing_zip_required = /** @type {((inputs?: Order_Billing_Zip_RequiredInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Billing_Zip_RequiredInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_order_billing_zip_required(inputs)
	return en_order_billing_zip_required(inputs)
});