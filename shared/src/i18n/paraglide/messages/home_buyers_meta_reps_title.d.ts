export type LocalizedString = import('../runtime.js').LocalizedString;
export type Home_Buyers_Meta_Reps_TitleInputs = {};
/**
* | output |
* | --- |
* | "Your Local Home Warranty Representative" |
*
* @param {Home_Buyers_Meta_Reps_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const home_buyers_meta_reps_title: ((inputs?: Home_Buyers_Meta_Reps_TitleInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Buyers_Meta_Reps_TitleInputs, {
    locale?: "en" | "es";
}, {}>;
