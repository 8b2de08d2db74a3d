export type LocalizedString = import('../runtime.js').LocalizedString;
export type Claims_HeadingInputs = {};
/**
* | output |
* | --- |
* | "Why homeowners choose us" |
*
* @param {Claims_HeadingInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const claims_heading: ((inputs?: Claims_HeadingInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Claims_HeadingInputs, {
    locale?: "en" | "es";
}, {}>;
