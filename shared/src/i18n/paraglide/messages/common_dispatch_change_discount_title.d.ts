export type LocalizedString = import('../runtime.js').LocalizedString;
export type Common_Dispatch_Change_Discount_TitleInputs = {};
/**
* | output |
* | --- |
* | "Change Discount" |
*
* @param {Common_Dispatch_Change_Discount_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const common_dispatch_change_discount_title: ((inputs?: Common_Dispatch_Change_Discount_TitleInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Common_Dispatch_Change_Discount_TitleInputs, {
    locale?: "en" | "es";
}, {}>;
