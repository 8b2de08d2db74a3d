export type LocalizedString = import('../runtime.js').LocalizedString;
export type Order_Role_Loan_OfficerInputs = {};
/**
* | output |
* | --- |
* | "Loan Officer" |
*
* @param {Order_Role_Loan_OfficerInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_role_loan_officer: ((inputs?: Order_Role_Loan_OfficerInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Role_Loan_OfficerInputs, {
    locale?: "en" | "es";
}, {}>;
