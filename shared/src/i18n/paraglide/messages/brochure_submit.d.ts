export type LocalizedString = import('../runtime.js').LocalizedString;
export type Brochure_SubmitInputs = {};
/**
* | output |
* | --- |
* | "Download Brochure" |
*
* @param {Brochure_SubmitInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const brochure_submit: ((inputs?: Brochure_SubmitInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Brochure_SubmitInputs, {
    locale?: "en" | "es";
}, {}>;
