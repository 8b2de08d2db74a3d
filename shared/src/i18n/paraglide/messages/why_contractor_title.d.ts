export type LocalizedString = import('../runtime.js').LocalizedString;
export type Why_Contractor_TitleInputs = {};
/**
* | output |
* | --- |
* | "A contractor within 24 hours" |
*
* @param {Why_Contractor_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const why_contractor_title: ((inputs?: Why_Contractor_TitleInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Why_Contractor_TitleInputs, {
    locale?: "en" | "es";
}, {}>;
