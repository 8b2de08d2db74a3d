import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ policyNumber: NonNullable<unknown> }} Escrow_Invoice_Cancelled_Contract_CancelledInputs */

const en_escrow_invoice_cancelled_contract_cancelled = /** @type {(inputs: Escrow_Invoice_Cancelled_Contract_CancelledInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Contract ${i?.policyNumber} was cancelled, so nothing is due on this invoice and it can no longer be paid.`)
};

const es_escrow_invoice_cancelled_contract_cancelled = /** @type {(inputs: Escrow_Invoice_Cancelled_Contract_CancelledInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`El contrato ${i?.policyNumber} fue cancelado, así que no hay nada que pagar en esta factura y ya no se puede pagar.`)
};

/**
* | output |
* | --- |
* | "Contract {policyNumber} was cancelled, so nothing is due on this invoice and it can no longer be paid." |
*
* @param {Escrow_Invoice_Cancelled_Contract_CancelledInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const escrow_invoice_cancelled_contract_cancelled = /** @type {((inputs: Escrow_Invoice_Cancelled_Contract_CancelledInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Escrow_Invoice_Cancelled_Contract_CancelledInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_escrow_invoice_cancelled_contract_cancelled(inputs)
	return en_escrow_invoice_cancelled_contract_cancelled(inputs)
});