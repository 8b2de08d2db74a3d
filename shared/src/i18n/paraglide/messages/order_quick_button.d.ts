export type LocalizedString = import('../runtime.js').LocalizedString;
export type Order_Quick_ButtonInputs = {};
/**
* | output |
* | --- |
* | "Quick Order" |
*
* @param {Order_Quick_ButtonInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_quick_button: ((inputs?: Order_Quick_ButtonInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Quick_ButtonInputs, {
    locale?: "en" | "es";
}, {}>;
