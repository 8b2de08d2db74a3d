export type LocalizedString = import('../runtime.js').LocalizedString;
export type Why_Contractor_TextInputs = {};
/**
* | output |
* | --- |
* | "Once you file a claim, we assign a licensed local contractor within 24 hours, and they call you to schedule." |
*
* @param {Why_Contractor_TextInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const why_contractor_text: ((inputs?: Why_Contractor_TextInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Why_Contractor_TextInputs, {
    locale?: "en" | "es";
}, {}>;
