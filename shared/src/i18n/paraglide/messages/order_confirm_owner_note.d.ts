export type LocalizedString = import('../runtime.js').LocalizedString;
export type Order_Confirm_Owner_NoteInputs = {};
/**
* | output |
* | --- |
* | "If it is not yours, the order is cancelled and any payment is returned." |
*
* @param {Order_Confirm_Owner_NoteInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_confirm_owner_note: ((inputs?: Order_Confirm_Owner_NoteInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Confirm_Owner_NoteInputs, {
    locale?: "en" | "es";
}, {}>;
