export type LocalizedString = import('../runtime.js').LocalizedString;
export type Common_Dispatch_Change_Discount_TextInputs = {
    preAuthorizedAmount: NonNullable<unknown>;
    newDiscount: NonNullable<unknown>;
};
/**
* | output |
* | --- |
* | "The cost of this dispatch ticket exceeds your pre-authorized amount of ${preAuthorizedAmount}. You must be under your pre-authorized amount in order to add p..." |
*
* @param {Common_Dispatch_Change_Discount_TextInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const common_dispatch_change_discount_text: ((inputs: Common_Dispatch_Change_Discount_TextInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Common_Dispatch_Change_Discount_TextInputs, {
    locale?: "en" | "es";
}, {}>;
