export type LocalizedString = import('../runtime.js').LocalizedString;
export type Home_Buyers_IntroInputs = {};
/**
* | output |
* | --- |
* | "Give your buyers a first year without surprise repair bills and your sellers peace of mind while the home is listed. Order in minutes, pay at closing, and co..." |
*
* @param {Home_Buyers_IntroInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const home_buyers_intro: ((inputs?: Home_Buyers_IntroInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Buyers_IntroInputs, {
    locale?: "en" | "es";
}, {}>;
