export type LocalizedString = import('../runtime.js').LocalizedString;
export type Common_Order_Complete_TextInputs = {};
/**
* | output |
* | --- |
* | "Your order has been successfully completed." |
*
* @param {Common_Order_Complete_TextInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const common_order_complete_text: ((inputs?: Common_Order_Complete_TextInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Common_Order_Complete_TextInputs, {
    locale?: "en" | "es";
}, {}>;
