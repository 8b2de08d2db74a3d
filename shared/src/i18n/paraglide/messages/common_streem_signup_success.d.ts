export type LocalizedString = import('../runtime.js').LocalizedString;
export type Common_Streem_Signup_SuccessInputs = {};
/**
* | output |
* | --- |
* | "Thank you! We will reach out within a couple of business days to complete your signup." |
*
* @param {Common_Streem_Signup_SuccessInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const common_streem_signup_success: ((inputs?: Common_Streem_Signup_SuccessInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Common_Streem_Signup_SuccessInputs, {
    locale?: "en" | "es";
}, {}>;
