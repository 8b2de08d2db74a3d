export type LocalizedString = import('../runtime.js').LocalizedString;
export type Home_EyebrowInputs = {};
/**
* | output |
* | --- |
* | "Arizona · Idaho · Nevada · Oregon · Texas · Utah" |
*
* @param {Home_EyebrowInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const home_eyebrow: ((inputs?: Home_EyebrowInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_EyebrowInputs, {
    locale?: "en" | "es";
}, {}>;
