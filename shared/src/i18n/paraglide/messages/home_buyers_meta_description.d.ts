export type LocalizedString = import('../runtime.js').LocalizedString;
export type Home_Buyers_Meta_DescriptionInputs = {};
/**
* | output |
* | --- |
* | "Home warranty plans for home buyers, sellers and their agents in Arizona, Idaho, Nevada, Oregon, Texas and Utah: quick orders, listing coverage, brochures an..." |
*
* @param {Home_Buyers_Meta_DescriptionInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const home_buyers_meta_description: ((inputs?: Home_Buyers_Meta_DescriptionInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Buyers_Meta_DescriptionInputs, {
    locale?: "en" | "es";
}, {}>;
