export type LocalizedString = import('../runtime.js').LocalizedString;
export type Reviews_Homeowner_HeadingInputs = {};
/**
* | output |
* | --- |
* | "Homeowner Reviews" |
*
* @param {Reviews_Homeowner_HeadingInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const reviews_homeowner_heading: ((inputs?: Reviews_Homeowner_HeadingInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Reviews_Homeowner_HeadingInputs, {
    locale?: "en" | "es";
}, {}>;
