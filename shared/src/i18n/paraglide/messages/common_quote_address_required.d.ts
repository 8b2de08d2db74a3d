export type LocalizedString = import('../runtime.js').LocalizedString;
export type Common_Quote_Address_RequiredInputs = {};
/**
* | output |
* | --- |
* | "Address is required." |
*
* @param {Common_Quote_Address_RequiredInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const common_quote_address_required: ((inputs?: Common_Quote_Address_RequiredInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Common_Quote_Address_RequiredInputs, {
    locale?: "en" | "es";
}, {}>;
