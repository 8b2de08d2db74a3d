export type LocalizedString = import('../runtime.js').LocalizedString;
export type Home_Real_Estate_PlansInputs = {};
/**
* | output |
* | --- |
* | "Real Estate Plans" |
*
* @param {Home_Real_Estate_PlansInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const home_real_estate_plans: ((inputs?: Home_Real_Estate_PlansInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Real_Estate_PlansInputs, {
    locale?: "en" | "es";
}, {}>;
