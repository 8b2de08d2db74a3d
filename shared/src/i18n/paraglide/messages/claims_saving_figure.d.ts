export type LocalizedString = import('../runtime.js').LocalizedString;
export type Claims_Saving_FigureInputs = {};
/**
* | output |
* | --- |
* | "$200" |
*
* @param {Claims_Saving_FigureInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const claims_saving_figure: ((inputs?: Claims_Saving_FigureInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Claims_Saving_FigureInputs, {
    locale?: "en" | "es";
}, {}>;
