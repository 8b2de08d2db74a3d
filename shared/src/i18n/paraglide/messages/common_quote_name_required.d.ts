export type LocalizedString = import('../runtime.js').LocalizedString;
export type Common_Quote_Name_RequiredInputs = {};
/**
* | output |
* | --- |
* | "Name is required." |
*
* @param {Common_Quote_Name_RequiredInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const common_quote_name_required: ((inputs?: Common_Quote_Name_RequiredInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Common_Quote_Name_RequiredInputs, {
    locale?: "en" | "es";
}, {}>;
