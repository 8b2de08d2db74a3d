export type LocalizedString = import('../runtime.js').LocalizedString;
export type Order_Confirm_Owner_YesInputs = {};
/**
* | output |
* | --- |
* | "Yes, add it to my account" |
*
* @param {Order_Confirm_Owner_YesInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_confirm_owner_yes: ((inputs?: Order_Confirm_Owner_YesInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Confirm_Owner_YesInputs, {
    locale?: "en" | "es";
}, {}>;
