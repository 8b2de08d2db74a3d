export type LocalizedString = import('../runtime.js').LocalizedString;
export type Order_Quick_FailedInputs = {};
/**
* | output |
* | --- |
* | "The quick order could not be placed. Please try again." |
*
* @param {Order_Quick_FailedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_quick_failed: ((inputs?: Order_Quick_FailedInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Quick_FailedInputs, {
    locale?: "en" | "es";
}, {}>;
