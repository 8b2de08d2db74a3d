export type LocalizedString = import('../runtime.js').LocalizedString;
export type Order_Type_HomeownerInputs = {};
/**
* | output |
* | --- |
* | "Homeowner" |
*
* @param {Order_Type_HomeownerInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_type_homeowner: ((inputs?: Order_Type_HomeownerInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Type_HomeownerInputs, {
    locale?: "en" | "es";
}, {}>;
