export type LocalizedString = import('../runtime.js').LocalizedString;
export type Home_Real_Estate_Point2Inputs = {};
/**
* | output |
* | --- |
* | "Plans paid at closing through escrow" |
*
* @param {Home_Real_Estate_Point2Inputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const home_real_estate_point2: ((inputs?: Home_Real_Estate_Point2Inputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Real_Estate_Point2Inputs, {
    locale?: "en" | "es";
}, {}>;
