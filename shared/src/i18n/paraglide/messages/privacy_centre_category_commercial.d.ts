export type LocalizedString = import('../runtime.js').LocalizedString;
export type Privacy_Centre_Category_CommercialInputs = {};
/**
* | output |
* | --- |
* | "Commercial information" |
*
* @param {Privacy_Centre_Category_CommercialInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const privacy_centre_category_commercial: ((inputs?: Privacy_Centre_Category_CommercialInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Privacy_Centre_Category_CommercialInputs, {
    locale?: "en" | "es";
}, {}>;
