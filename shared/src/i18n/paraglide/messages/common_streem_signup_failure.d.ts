export type LocalizedString = import('../runtime.js').LocalizedString;
export type Common_Streem_Signup_FailureInputs = {};
/**
* | output |
* | --- |
* | "Something went wrong please try again later." |
*
* @param {Common_Streem_Signup_FailureInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const common_streem_signup_failure: ((inputs?: Common_Streem_Signup_FailureInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Common_Streem_Signup_FailureInputs, {
    locale?: "en" | "es";
}, {}>;
