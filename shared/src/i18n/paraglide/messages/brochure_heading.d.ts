export type LocalizedString = import('../runtime.js').LocalizedString;
export type Brochure_HeadingInputs = {};
/**
* | output |
* | --- |
* | "Download Our Brochure" |
*
* @param {Brochure_HeadingInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const brochure_heading: ((inputs?: Brochure_HeadingInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Brochure_HeadingInputs, {
    locale?: "en" | "es";
}, {}>;
