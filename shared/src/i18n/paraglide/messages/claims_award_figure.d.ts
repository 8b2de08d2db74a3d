export type LocalizedString = import('../runtime.js').LocalizedString;
export type Claims_Award_FigureInputs = {};
/**
* | output |
* | --- |
* | "Best in region" |
*
* @param {Claims_Award_FigureInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const claims_award_figure: ((inputs?: Claims_Award_FigureInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Claims_Award_FigureInputs, {
    locale?: "en" | "es";
}, {}>;
