import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Common_Default_Payment_Method_FailureInputs */

const en_common_default_payment_method_failure = /** @type {(inputs: Common_Default_Payment_Method_FailureInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Unable to set the default payment method.`)
};

const es_common_default_payment_method_failure = /** @type {(inputs: Common_Default_Payment_Method_FailureInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No se pudo establecer el método de pago predeterminado.`)
};

/**
* | output |
* | --- |
* | "Unable to set the default payment method." |
*
* @param {Common_Default_Payment_Method_FailureInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const common_default_payment_method_failure = /** @type {((inputs?: Common_Default_Payment_Method_FailureInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Common_Default_Payment_Method_FailureInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_common_default_payment_method_failure(inputs)
	return en_common_default_payment_method_failure(inputs)
});