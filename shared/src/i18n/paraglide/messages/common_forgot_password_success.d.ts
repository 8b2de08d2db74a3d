export type LocalizedString = import('../runtime.js').LocalizedString;
export type Common_Forgot_Password_SuccessInputs = {
    email: NonNullable<unknown>;
};
/**
* | output |
* | --- |
* | "If an account is set up, an email will be sent to the specified email address {email}." |
*
* @param {Common_Forgot_Password_SuccessInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const common_forgot_password_success: ((inputs: Common_Forgot_Password_SuccessInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Common_Forgot_Password_SuccessInputs, {
    locale?: "en" | "es";
}, {}>;
