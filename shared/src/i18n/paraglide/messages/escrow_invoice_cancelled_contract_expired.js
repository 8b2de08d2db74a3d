import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ policyNumber: NonNullable<unknown> }} Escrow_Invoice_Cancelled_Contract_ExpiredInputs */

const en_escrow_invoice_cancelled_contract_expired = /** @type {(inputs: Escrow_Invoice_Cancelled_Contract_ExpiredInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Contract ${i?.policyNumber} has expired, so nothing is due on this invoice and it can no longer be paid.`)
};

const es_escrow_invoice_cancelled_contract_expired = /** @type {(inputs: Escrow_Invoice_Cancelled_Contract_ExpiredInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`El contrato ${i?.policyNumber} venció, así que no hay nada que pagar en esta factura y ya no se puede pagar.`)
};

/**
* | output |
* | --- |
* | "Contract {policyNumber} has expired, so nothing is due on this invoice and it can no longer be paid." |
*
* @param {Escrow_Invoice_Cancelled_Contract_ExpiredInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const escrow_invoice_cancelled_contract_expired = /** @type {((inputs: Escrow_Invoice_Cancelled_Contract_ExpiredInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Escrow_Invoice_Cancelled_Contract_ExpiredInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_escrow_invoice_cancelled_contract_expired(inputs)
	return en_escrow_invoice_cancelled_contract_expired(inputs)
});