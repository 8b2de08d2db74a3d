export type LocalizedString = import('../runtime.js').LocalizedString;
export type Order_YesInputs = {};
/**
* | output |
* | --- |
* | "Yes" |
*
* @param {Order_YesInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_yes: ((inputs?: Order_YesInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_YesInputs, {
    locale?: "en" | "es";
}, {}>;
