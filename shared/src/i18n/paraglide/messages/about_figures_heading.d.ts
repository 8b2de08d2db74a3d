export type LocalizedString = import('../runtime.js').LocalizedString;
export type About_Figures_HeadingInputs = {};
/**
* | output |
* | --- |
* | "The company in figures" |
*
* @param {About_Figures_HeadingInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const about_figures_heading: ((inputs?: About_Figures_HeadingInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<About_Figures_HeadingInputs, {
    locale?: "en" | "es";
}, {}>;
