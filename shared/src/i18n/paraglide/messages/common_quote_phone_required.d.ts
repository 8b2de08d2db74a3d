export type LocalizedString = import('../runtime.js').LocalizedString;
export type Common_Quote_Phone_RequiredInputs = {};
/**
* | output |
* | --- |
* | "Phone number is required." |
*
* @param {Common_Quote_Phone_RequiredInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const common_quote_phone_required: ((inputs?: Common_Quote_Phone_RequiredInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Common_Quote_Phone_RequiredInputs, {
    locale?: "en" | "es";
}, {}>;
