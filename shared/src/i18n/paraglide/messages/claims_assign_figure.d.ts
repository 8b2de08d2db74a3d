export type LocalizedString = import('../runtime.js').LocalizedString;
export type Claims_Assign_FigureInputs = {};
/**
* | output |
* | --- |
* | "24 hours" |
*
* @param {Claims_Assign_FigureInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const claims_assign_figure: ((inputs?: Claims_Assign_FigureInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Claims_Assign_FigureInputs, {
    locale?: "en" | "es";
}, {}>;
