export type LocalizedString = import('../runtime.js').LocalizedString;
export type Reviews_Show_FewerInputs = {};
/**
* | output |
* | --- |
* | "Show fewer reviews" |
*
* @param {Reviews_Show_FewerInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const reviews_show_fewer: ((inputs?: Reviews_Show_FewerInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Reviews_Show_FewerInputs, {
    locale?: "en" | "es";
}, {}>;
