export type LocalizedString = import('../runtime.js').LocalizedString;
export type Home_IntroInputs = {};
/**
* | output |
* | --- |
* | "When your air conditioner quits in July or the water heater floods the garage, one call or a few taps gets a licensed local contractor on the way. Plans star..." |
*
* @param {Home_IntroInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const home_intro: ((inputs?: Home_IntroInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_IntroInputs, {
    locale?: "en" | "es";
}, {}>;
