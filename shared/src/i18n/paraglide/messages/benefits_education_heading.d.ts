export type LocalizedString = import('../runtime.js').LocalizedString;
export type Benefits_Education_HeadingInputs = {};
/**
* | output |
* | --- |
* | "Real estate education tools" |
*
* @param {Benefits_Education_HeadingInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const benefits_education_heading: ((inputs?: Benefits_Education_HeadingInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Benefits_Education_HeadingInputs, {
    locale?: "en" | "es";
}, {}>;
