export type LocalizedString = import('../runtime.js').LocalizedString;
export type Order_Partner_SavingInputs = {};
/**
* | output |
* | --- |
* | "Saving…" |
*
* @param {Order_Partner_SavingInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_partner_saving: ((inputs?: Order_Partner_SavingInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Partner_SavingInputs, {
    locale?: "en" | "es";
}, {}>;
