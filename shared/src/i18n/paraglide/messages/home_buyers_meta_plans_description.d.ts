export type LocalizedString = import('../runtime.js').LocalizedString;
export type Home_Buyers_Meta_Plans_DescriptionInputs = {};
/**
* | output |
* | --- |
* | "Compare home warranty plans for home buyers and sellers, priced by the year for a single-family home, and order one for your closing in minutes." |
*
* @param {Home_Buyers_Meta_Plans_DescriptionInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const home_buyers_meta_plans_description: ((inputs?: Home_Buyers_Meta_Plans_DescriptionInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Buyers_Meta_Plans_DescriptionInputs, {
    locale?: "en" | "es";
}, {}>;
