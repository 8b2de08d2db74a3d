export type LocalizedString = import('../runtime.js').LocalizedString;
export type Home_Buyers_Meta_Benefits_DescriptionInputs = {};
/**
* | output |
* | --- |
* | "Guides and articles for real estate professionals and their clients: buying and selling a home, home warranty basics and home maintenance." |
*
* @param {Home_Buyers_Meta_Benefits_DescriptionInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const home_buyers_meta_benefits_description: ((inputs?: Home_Buyers_Meta_Benefits_DescriptionInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Buyers_Meta_Benefits_DescriptionInputs, {
    locale?: "en" | "es";
}, {}>;
