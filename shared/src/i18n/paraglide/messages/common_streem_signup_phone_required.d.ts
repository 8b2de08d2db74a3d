export type LocalizedString = import('../runtime.js').LocalizedString;
export type Common_Streem_Signup_Phone_RequiredInputs = {};
/**
* | output |
* | --- |
* | "PhoneNumber is required" |
*
* @param {Common_Streem_Signup_Phone_RequiredInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const common_streem_signup_phone_required: ((inputs?: Common_Streem_Signup_Phone_RequiredInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Common_Streem_Signup_Phone_RequiredInputs, {
    locale?: "en" | "es";
}, {}>;
