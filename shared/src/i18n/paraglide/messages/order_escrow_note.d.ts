export type LocalizedString = import('../runtime.js').LocalizedString;
export type Order_Escrow_NoteInputs = {};
/**
* | output |
* | --- |
* | "The plan is paid through escrow at closing: nothing is charged now. Coverage starts at the close of escrow. We e-mail the invoice to the escrow or title offi..." |
*
* @param {Order_Escrow_NoteInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_escrow_note: ((inputs?: Order_Escrow_NoteInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Escrow_NoteInputs, {
    locale?: "en" | "es";
}, {}>;
