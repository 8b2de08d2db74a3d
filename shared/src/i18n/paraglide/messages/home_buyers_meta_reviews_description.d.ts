export type LocalizedString = import('../runtime.js').LocalizedString;
export type Home_Buyers_Meta_Reviews_DescriptionInputs = {};
/**
* | output |
* | --- |
* | "What agents, brokers and escrow officers say about ordering residential service contracts for their buyers and sellers." |
*
* @param {Home_Buyers_Meta_Reviews_DescriptionInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const home_buyers_meta_reviews_description: ((inputs?: Home_Buyers_Meta_Reviews_DescriptionInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Buyers_Meta_Reviews_DescriptionInputs, {
    locale?: "en" | "es";
}, {}>;
