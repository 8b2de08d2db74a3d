export type LocalizedString = import('../runtime.js').LocalizedString;
export type Home_Buyers_Meta_Reviews_TitleInputs = {};
/**
* | output |
* | --- |
* | "Residential Service Contract Reviews from Real Estate Professionals" |
*
* @param {Home_Buyers_Meta_Reviews_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const home_buyers_meta_reviews_title: ((inputs?: Home_Buyers_Meta_Reviews_TitleInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Buyers_Meta_Reviews_TitleInputs, {
    locale?: "en" | "es";
}, {}>;
