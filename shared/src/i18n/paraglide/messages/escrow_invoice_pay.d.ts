export type LocalizedString = import('../runtime.js').LocalizedString;
export type Escrow_Invoice_PayInputs = {
    amount: NonNullable<unknown>;
};
/**
* | output |
* | --- |
* | "Pay {amount}" |
*
* @param {Escrow_Invoice_PayInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const escrow_invoice_pay: ((inputs: Escrow_Invoice_PayInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Escrow_Invoice_PayInputs, {
    locale?: "en" | "es";
}, {}>;
