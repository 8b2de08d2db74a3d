export type LocalizedString = import('../runtime.js').LocalizedString;
export type Header_HomeownerInputs = {};
/**
* | output |
* | --- |
* | "Homeowner" |
*
* @param {Header_HomeownerInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const header_homeowner: ((inputs?: Header_HomeownerInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Header_HomeownerInputs, {
    locale?: "en" | "es";
}, {}>;
