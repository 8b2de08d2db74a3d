export type LocalizedString = import('../runtime.js').LocalizedString;
export type Common_Order_Complete_TitleInputs = {};
/**
* | output |
* | --- |
* | "Order Completed" |
*
* @param {Common_Order_Complete_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const common_order_complete_title: ((inputs?: Common_Order_Complete_TitleInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Common_Order_Complete_TitleInputs, {
    locale?: "en" | "es";
}, {}>;
