export type LocalizedString = import('../runtime.js').LocalizedString;
export type Common_Streem_Signup_RequiredInputs = {
    field: NonNullable<unknown>;
};
/**
* | output |
* | --- |
* | "{field} is required." |
*
* @param {Common_Streem_Signup_RequiredInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const common_streem_signup_required: ((inputs: Common_Streem_Signup_RequiredInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Common_Streem_Signup_RequiredInputs, {
    locale?: "en" | "es";
}, {}>;
