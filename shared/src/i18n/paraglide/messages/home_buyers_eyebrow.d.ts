export type LocalizedString = import('../runtime.js').LocalizedString;
export type Home_Buyers_EyebrowInputs = {};
/**
* | output |
* | --- |
* | "For agents, brokers and escrow officers" |
*
* @param {Home_Buyers_EyebrowInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const home_buyers_eyebrow: ((inputs?: Home_Buyers_EyebrowInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Buyers_EyebrowInputs, {
    locale?: "en" | "es";
}, {}>;
