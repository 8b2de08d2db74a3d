export type LocalizedString = import('../runtime.js').LocalizedString;
export type Claims_Price_FigureInputs = {};
/**
* | output |
* | --- |
* | "$35/mo" |
*
* @param {Claims_Price_FigureInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const claims_price_figure: ((inputs?: Claims_Price_FigureInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Claims_Price_FigureInputs, {
    locale?: "en" | "es";
}, {}>;
