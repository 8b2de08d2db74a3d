export type LocalizedString = import('../runtime.js').LocalizedString;
export type Order_Recent_Purchase_NoteInputs = {};
/**
* | output |
* | --- |
* | "As a recent home buyer you order from our real estate plans, as the home buyer, paid in full." |
*
* @param {Order_Recent_Purchase_NoteInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_recent_purchase_note: ((inputs?: Order_Recent_Purchase_NoteInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Recent_Purchase_NoteInputs, {
    locale?: "en" | "es";
}, {}>;
