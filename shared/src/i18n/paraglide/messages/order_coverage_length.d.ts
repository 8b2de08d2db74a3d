export type LocalizedString = import('../runtime.js').LocalizedString;
export type Order_Coverage_LengthInputs = {};
/**
* | output |
* | --- |
* | "Coverage length" |
*
* @param {Order_Coverage_LengthInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_coverage_length: ((inputs?: Order_Coverage_LengthInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Coverage_LengthInputs, {
    locale?: "en" | "es";
}, {}>;
