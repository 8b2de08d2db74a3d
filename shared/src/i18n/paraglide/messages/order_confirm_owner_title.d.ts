export type LocalizedString = import('../runtime.js').LocalizedString;
export type Order_Confirm_Owner_TitleInputs = {};
/**
* | output |
* | --- |
* | "Confirm Your Order" |
*
* @param {Order_Confirm_Owner_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_confirm_owner_title: ((inputs?: Order_Confirm_Owner_TitleInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Confirm_Owner_TitleInputs, {
    locale?: "en" | "es";
}, {}>;
