export type LocalizedString = import('../runtime.js').LocalizedString;
export type Claims_Staff_FigureInputs = {};
/**
* | output |
* | --- |
* | "200+" |
*
* @param {Claims_Staff_FigureInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const claims_staff_figure: ((inputs?: Claims_Staff_FigureInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Claims_Staff_FigureInputs, {
    locale?: "en" | "es";
}, {}>;
