export type LocalizedString = import('../runtime.js').LocalizedString;
export type Home_See_PlansInputs = {};
/**
* | output |
* | --- |
* | "See Plans & Pricing" |
*
* @param {Home_See_PlansInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const home_see_plans: ((inputs?: Home_See_PlansInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_See_PlansInputs, {
    locale?: "en" | "es";
}, {}>;
