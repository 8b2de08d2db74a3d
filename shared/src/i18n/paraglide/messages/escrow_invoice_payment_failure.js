import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Escrow_Invoice_Payment_FailureInputs */

const en_escrow_invoice_payment_failure = /** @type {(inputs: Escrow_Invoice_Payment_FailureInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The payment could not be made. Please try again.`)
};

const es_escrow_invoice_payment_failure = /** @type {(inputs: Escrow_Invoice_Payment_FailureInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No se pudo realizar el pago. Inténtelo de nuevo.`)
};

/**
* | output |
* | --- |
* | "The payment could not be made. Please try again." |
*
* @param {Escrow_Invoice_Payment_FailureInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const escrow_invoice_payment_failure = /** @type {((inputs?: Escrow_Invoice_Payment_FailureInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Escrow_Invoice_Payment_FailureInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_escrow_invoice_payment_failure(inputs)
	return en_escrow_invoice_payment_failure(inputs)
});