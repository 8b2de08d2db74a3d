export type LocalizedString = import('../runtime.js').LocalizedString;
export type Footer_HomeownersInputs = {};
/**
* | output |
* | --- |
* | "Homeowners" |
*
* @param {Footer_HomeownersInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const footer_homeowners: ((inputs?: Footer_HomeownersInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Footer_HomeownersInputs, {
    locale?: "en" | "es";
}, {}>;
