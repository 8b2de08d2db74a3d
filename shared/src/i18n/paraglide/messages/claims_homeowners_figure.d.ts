export type LocalizedString = import('../runtime.js').LocalizedString;
export type Claims_Homeowners_FigureInputs = {};
/**
* | output |
* | --- |
* | "70,000+" |
*
* @param {Claims_Homeowners_FigureInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const claims_homeowners_figure: ((inputs?: Claims_Homeowners_FigureInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Claims_Homeowners_FigureInputs, {
    locale?: "en" | "es";
}, {}>;
