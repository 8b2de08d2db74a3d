export type LocalizedString = import('../runtime.js').LocalizedString;
export type Order_Terms_EnglishInputs = {};
/**
* | output |
* | --- |
* | "The sample contract is available in English only." |
*
* @param {Order_Terms_EnglishInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_terms_english: ((inputs?: Order_Terms_EnglishInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Terms_EnglishInputs, {
    locale?: "en" | "es";
}, {}>;
