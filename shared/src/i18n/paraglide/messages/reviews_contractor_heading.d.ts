export type LocalizedString = import('../runtime.js').LocalizedString;
export type Reviews_Contractor_HeadingInputs = {};
/**
* | output |
* | --- |
* | "Hear From Our Contractors" |
*
* @param {Reviews_Contractor_HeadingInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const reviews_contractor_heading: ((inputs?: Reviews_Contractor_HeadingInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Reviews_Contractor_HeadingInputs, {
    locale?: "en" | "es";
}, {}>;
