export type LocalizedString = import('../runtime.js').LocalizedString;
export type Home_Real_Estate_Point3Inputs = {};
/**
* | output |
* | --- |
* | "A local representative in every state we serve" |
*
* @param {Home_Real_Estate_Point3Inputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const home_real_estate_point3: ((inputs?: Home_Real_Estate_Point3Inputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Real_Estate_Point3Inputs, {
    locale?: "en" | "es";
}, {}>;
