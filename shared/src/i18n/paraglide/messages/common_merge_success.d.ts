export type LocalizedString = import('../runtime.js').LocalizedString;
export type Common_Merge_SuccessInputs = {};
/**
* | output |
* | --- |
* | "Your user accounts have been successfully consolidated. Please login again." |
*
* @param {Common_Merge_SuccessInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const common_merge_success: ((inputs?: Common_Merge_SuccessInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Common_Merge_SuccessInputs, {
    locale?: "en" | "es";
}, {}>;
