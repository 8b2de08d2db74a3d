export type LocalizedString = import('../runtime.js').LocalizedString;
export type Escrow_Invoice_Contract_NumberInputs = {};
/**
* | output |
* | --- |
* | "Contract number" |
*
* @param {Escrow_Invoice_Contract_NumberInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const escrow_invoice_contract_number: ((inputs?: Escrow_Invoice_Contract_NumberInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Escrow_Invoice_Contract_NumberInputs, {
    locale?: "en" | "es";
}, {}>;
