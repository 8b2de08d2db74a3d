export type LocalizedString = import('../runtime.js').LocalizedString;
export type Order_Terms_RequiredInputs = {};
/**
* | output |
* | --- |
* | "Please agree to the terms and conditions and the sample contract." |
*
* @param {Order_Terms_RequiredInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_terms_required: ((inputs?: Order_Terms_RequiredInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Terms_RequiredInputs, {
    locale?: "en" | "es";
}, {}>;
