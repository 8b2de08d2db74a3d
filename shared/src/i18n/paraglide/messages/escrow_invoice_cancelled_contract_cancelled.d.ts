export type LocalizedString = import('../runtime.js').LocalizedString;
export type Escrow_Invoice_Cancelled_Contract_CancelledInputs = {
    policyNumber: NonNullable<unknown>;
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
export declare const escrow_invoice_cancelled_contract_cancelled: ((inputs: Escrow_Invoice_Cancelled_Contract_CancelledInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Escrow_Invoice_Cancelled_Contract_CancelledInputs, {
    locale?: "en" | "es";
}, {}>;
