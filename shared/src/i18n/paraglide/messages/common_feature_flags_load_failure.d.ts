export type LocalizedString = import('../runtime.js').LocalizedString;
export type Common_Feature_Flags_Load_FailureInputs = {};
/**
* | output |
* | --- |
* | "Failed to load feature flagging items." |
*
* @param {Common_Feature_Flags_Load_FailureInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const common_feature_flags_load_failure: ((inputs?: Common_Feature_Flags_Load_FailureInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Common_Feature_Flags_Load_FailureInputs, {
    locale?: "en" | "es";
}, {}>;
