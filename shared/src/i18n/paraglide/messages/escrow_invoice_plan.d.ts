export type LocalizedString = import('../runtime.js').LocalizedString;
export type Escrow_Invoice_PlanInputs = {};
/**
* | output |
* | --- |
* | "Plan" |
*
* @param {Escrow_Invoice_PlanInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const escrow_invoice_plan: ((inputs?: Escrow_Invoice_PlanInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Escrow_Invoice_PlanInputs, {
    locale?: "en" | "es";
}, {}>;
