export type LocalizedString = import('../runtime.js').LocalizedString;
export type Homeowner_TitleInputs = {};
/**
* | output |
* | --- |
* | "Home Warranty Plans for Homeowners" |
*
* @param {Homeowner_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const homeowner_title: ((inputs?: Homeowner_TitleInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Homeowner_TitleInputs, {
    locale?: "en" | "es";
}, {}>;
