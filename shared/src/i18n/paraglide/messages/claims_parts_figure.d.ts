export type LocalizedString = import('../runtime.js').LocalizedString;
export type Claims_Parts_FigureInputs = {};
/**
* | output |
* | --- |
* | "9,000+" |
*
* @param {Claims_Parts_FigureInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const claims_parts_figure: ((inputs?: Claims_Parts_FigureInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Claims_Parts_FigureInputs, {
    locale?: "en" | "es";
}, {}>;
