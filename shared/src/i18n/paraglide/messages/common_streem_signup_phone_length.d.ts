export type LocalizedString = import('../runtime.js').LocalizedString;
export type Common_Streem_Signup_Phone_LengthInputs = {};
/**
* | output |
* | --- |
* | "PhoneNumber must be 12 characters, as 555-555-0100." |
*
* @param {Common_Streem_Signup_Phone_LengthInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const common_streem_signup_phone_length: ((inputs?: Common_Streem_Signup_Phone_LengthInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Common_Streem_Signup_Phone_LengthInputs, {
    locale?: "en" | "es";
}, {}>;
