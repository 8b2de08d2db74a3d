export type LocalizedString = import('../runtime.js').LocalizedString;
export type Home_Buyers_Meta_Benefits_TitleInputs = {};
/**
* | output |
* | --- |
* | "Real Estate Education Tools" |
*
* @param {Home_Buyers_Meta_Benefits_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const home_buyers_meta_benefits_title: ((inputs?: Home_Buyers_Meta_Benefits_TitleInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Buyers_Meta_Benefits_TitleInputs, {
    locale?: "en" | "es";
}, {}>;
