export type LocalizedString = import('../runtime.js').LocalizedString;
export type Order_Title_NewInputs = {};
/**
* | output |
* | --- |
* | "Order a Home Warranty" |
*
* @param {Order_Title_NewInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_title_new: ((inputs?: Order_Title_NewInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Title_NewInputs, {
    locale?: "en" | "es";
}, {}>;
