export type LocalizedString = import('../runtime.js').LocalizedString;
export type Order_Quick_HeadingInputs = {};
/**
* | output |
* | --- |
* | "Quick Home Warranty Order Form" |
*
* @param {Order_Quick_HeadingInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_quick_heading: ((inputs?: Order_Quick_HeadingInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Quick_HeadingInputs, {
    locale?: "en" | "es";
}, {}>;
