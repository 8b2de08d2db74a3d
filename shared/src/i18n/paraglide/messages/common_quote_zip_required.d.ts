export type LocalizedString = import('../runtime.js').LocalizedString;
export type Common_Quote_Zip_RequiredInputs = {};
/**
* | output |
* | --- |
* | "Zip code is required." |
*
* @param {Common_Quote_Zip_RequiredInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const common_quote_zip_required: ((inputs?: Common_Quote_Zip_RequiredInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Common_Quote_Zip_RequiredInputs, {
    locale?: "en" | "es";
}, {}>;
