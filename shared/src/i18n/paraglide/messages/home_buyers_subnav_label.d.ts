export type LocalizedString = import('../runtime.js').LocalizedString;
export type Home_Buyers_Subnav_LabelInputs = {};
/**
* | output |
* | --- |
* | "Real estate page sections" |
*
* @param {Home_Buyers_Subnav_LabelInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const home_buyers_subnav_label: ((inputs?: Home_Buyers_Subnav_LabelInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Buyers_Subnav_LabelInputs, {
    locale?: "en" | "es";
}, {}>;
