export type LocalizedString = import('../runtime.js').LocalizedString;
export type Order_Confirm_Owner_ContractInputs = {
    policyNumber: NonNullable<unknown>;
};
/**
* | output |
* | --- |
* | "Contract {policyNumber}" |
*
* @param {Order_Confirm_Owner_ContractInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_confirm_owner_contract: ((inputs: Order_Confirm_Owner_ContractInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Confirm_Owner_ContractInputs, {
    locale?: "en" | "es";
}, {}>;
