export type LocalizedString = import('../runtime.js').LocalizedString;
export type Order_Start_DescriptionInputs = {};
/**
* | output |
* | --- |
* | "Order a home warranty as a homeowner or as a real-estate professional: choose yours and see the plans and prices for your home." |
*
* @param {Order_Start_DescriptionInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_start_description: ((inputs?: Order_Start_DescriptionInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Start_DescriptionInputs, {
    locale?: "en" | "es";
}, {}>;
