import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ policyNumber: NonNullable<unknown> }} Common_Payment_SuccessInputs */

const en_common_payment_success = /** @type {(inputs: Common_Payment_SuccessInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Successfully processed payment for contract: ${i?.policyNumber}`)
};

const es_common_payment_success = /** @type {(inputs: Common_Payment_SuccessInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Pago procesado correctamente para el contrato: ${i?.policyNumber}`)
};

/**
* | output |
* | --- |
* | "Successfully processed payment for contract: {policyNumber}" |
*
* @param {Common_Payment_SuccessInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const common_payment_success = /** @type {((inputs: Common_Payment_SuccessInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Common_Payment_SuccessInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_common_payment_success(inputs)
	return en_common_payment_success(inputs)
});