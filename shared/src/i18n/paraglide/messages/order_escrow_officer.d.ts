export type LocalizedString = import('../runtime.js').LocalizedString;
export type Order_Escrow_OfficerInputs = {};
/**
* | output |
* | --- |
* | "Escrow or title officer" |
*
* @param {Order_Escrow_OfficerInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_escrow_officer: ((inputs?: Order_Escrow_OfficerInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Escrow_OfficerInputs, {
    locale?: "en" | "es";
}, {}>;
