export type LocalizedString = import('../runtime.js').LocalizedString;
export type Common_Dispatch_Save_SuccessInputs = {};
/**
* | output |
* | --- |
* | "Successfully submitted your changes." |
*
* @param {Common_Dispatch_Save_SuccessInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const common_dispatch_save_success: ((inputs?: Common_Dispatch_Save_SuccessInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Common_Dispatch_Save_SuccessInputs, {
    locale?: "en" | "es";
}, {}>;
