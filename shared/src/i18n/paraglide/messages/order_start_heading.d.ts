export type LocalizedString = import('../runtime.js').LocalizedString;
export type Order_Start_HeadingInputs = {};
/**
* | output |
* | --- |
* | "Order a home warranty" |
*
* @param {Order_Start_HeadingInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_start_heading: ((inputs?: Order_Start_HeadingInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Start_HeadingInputs, {
    locale?: "en" | "es";
}, {}>;
