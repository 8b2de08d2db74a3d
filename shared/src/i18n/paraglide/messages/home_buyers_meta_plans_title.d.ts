export type LocalizedString = import('../runtime.js').LocalizedString;
export type Home_Buyers_Meta_Plans_TitleInputs = {};
/**
* | output |
* | --- |
* | "Home Buyer Protection Plans" |
*
* @param {Home_Buyers_Meta_Plans_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const home_buyers_meta_plans_title: ((inputs?: Home_Buyers_Meta_Plans_TitleInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Buyers_Meta_Plans_TitleInputs, {
    locale?: "en" | "es";
}, {}>;
