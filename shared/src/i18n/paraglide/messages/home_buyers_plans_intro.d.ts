export type LocalizedString = import('../runtime.js').LocalizedString;
export type Home_Buyers_Plans_IntroInputs = {};
/**
* | output |
* | --- |
* | "Compare our plans for home buyers and sellers, priced for the year of coverage that starts at closing. Listing coverage is available while the home is on the..." |
*
* @param {Home_Buyers_Plans_IntroInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const home_buyers_plans_intro: ((inputs?: Home_Buyers_Plans_IntroInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Buyers_Plans_IntroInputs, {
    locale?: "en" | "es";
}, {}>;
