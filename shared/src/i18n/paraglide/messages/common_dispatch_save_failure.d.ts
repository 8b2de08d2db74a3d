export type LocalizedString = import('../runtime.js').LocalizedString;
export type Common_Dispatch_Save_FailureInputs = {};
/**
* | output |
* | --- |
* | "Error submitting changes" |
*
* @param {Common_Dispatch_Save_FailureInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const common_dispatch_save_failure: ((inputs?: Common_Dispatch_Save_FailureInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Common_Dispatch_Save_FailureInputs, {
    locale?: "en" | "es";
}, {}>;
