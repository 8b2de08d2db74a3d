export type LocalizedString = import('../runtime.js').LocalizedString;
export type Quote_Section_Point_ContractorInputs = {};
/**
* | output |
* | --- |
* | "A licensed contractor assigned within 24 hours of a claim" |
*
* @param {Quote_Section_Point_ContractorInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const quote_section_point_contractor: ((inputs?: Quote_Section_Point_ContractorInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Quote_Section_Point_ContractorInputs, {
    locale?: "en" | "es";
}, {}>;
