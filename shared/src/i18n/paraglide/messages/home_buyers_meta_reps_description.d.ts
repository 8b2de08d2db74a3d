export type LocalizedString = import('../runtime.js').LocalizedString;
export type Home_Buyers_Meta_Reps_DescriptionInputs = {};
/**
* | output |
* | --- |
* | "Meet the sales representatives who help real estate professionals in Arizona, Idaho, Nevada, Oregon, Texas and Utah, and reach yours by phone or e-mail." |
*
* @param {Home_Buyers_Meta_Reps_DescriptionInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const home_buyers_meta_reps_description: ((inputs?: Home_Buyers_Meta_Reps_DescriptionInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Buyers_Meta_Reps_DescriptionInputs, {
    locale?: "en" | "es";
}, {}>;
