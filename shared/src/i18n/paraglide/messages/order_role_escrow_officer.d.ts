export type LocalizedString = import('../runtime.js').LocalizedString;
export type Order_Role_Escrow_OfficerInputs = {};
/**
* | output |
* | --- |
* | "Escrow Officer" |
*
* @param {Order_Role_Escrow_OfficerInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_role_escrow_officer: ((inputs?: Order_Role_Escrow_OfficerInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Role_Escrow_OfficerInputs, {
    locale?: "en" | "es";
}, {}>;
