export type LocalizedString = import('../runtime.js').LocalizedString;
export type Escrow_Invoice_Cancelled_Contract_ExpiredInputs = {
    policyNumber: NonNullable<unknown>;
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
export declare const escrow_invoice_cancelled_contract_expired: ((inputs: Escrow_Invoice_Cancelled_Contract_ExpiredInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Escrow_Invoice_Cancelled_Contract_ExpiredInputs, {
    locale?: "en" | "es";
}, {}>;
