export type LocalizedString = import('../runtime.js').LocalizedString;
export type Common_Merge_AutomaticInputs = {};
/**
* | output |
* | --- |
* | "We found multiple accounts associated with your email address and have consolidated them. Please login again." |
*
* @param {Common_Merge_AutomaticInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const common_merge_automatic: ((inputs?: Common_Merge_AutomaticInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Common_Merge_AutomaticInputs, {
    locale?: "en" | "es";
}, {}>;
