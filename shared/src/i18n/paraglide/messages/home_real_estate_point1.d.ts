export type LocalizedString = import('../runtime.js').LocalizedString;
export type Home_Real_Estate_Point1Inputs = {};
/**
* | output |
* | --- |
* | "Listing coverage for sellers while the home is on the market" |
*
* @param {Home_Real_Estate_Point1Inputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const home_real_estate_point1: ((inputs?: Home_Real_Estate_Point1Inputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Real_Estate_Point1Inputs, {
    locale?: "en" | "es";
}, {}>;
