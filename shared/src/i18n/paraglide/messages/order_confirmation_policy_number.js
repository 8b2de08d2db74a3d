import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Order_Confirmation_Policy_NumberInputs */

const en_order_confirmation_policy_number = /** @type {(inputs: Order_Confirmation_Policy_NumberInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Policy number`)
};

const es_order_confirmation_policy_number = /** @type {(inputs: Order_Confirmation_Policy_NumberInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Número de póliza`)
};

/**
* | output |
* | --- |
* | "Policy number" |
*
* @param {Order_Confirmation_Policy_NumberInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const order_confirmation_policy_number = /** @type {((inputs?: Order_Confirmation_Policy_NumberInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Confirmation_Policy_NumberInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_order_confirmation_policy_number(inputs)
	return en_order_confirmation_policy_number(inputs)
});