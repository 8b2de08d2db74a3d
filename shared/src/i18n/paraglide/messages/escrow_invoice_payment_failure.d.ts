export type LocalizedString = import('../runtime.js').LocalizedString;
export type Escrow_Invoice_Payment_FailureInputs = {};
/**
* | output |
* | --- |
* | "The payment could not be made. Please try again." |
*
* @param {Escrow_Invoice_Payment_FailureInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const escrow_invoice_payment_failure: ((inputs?: Escrow_Invoice_Payment_FailureInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Escrow_Invoice_Payment_FailureInputs, {
    locale?: "en" | "es";
}, {}>;
