export type LocalizedString = import('../runtime.js').LocalizedString;
export type Order_Confirm_Owner_NoInputs = {};
/**
* | output |
* | --- |
* | "This is not my order" |
*
* @param {Order_Confirm_Owner_NoInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_confirm_owner_no: ((inputs?: Order_Confirm_Owner_NoInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Confirm_Owner_NoInputs, {
    locale?: "en" | "es";
}, {}>;
