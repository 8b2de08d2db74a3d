export type LocalizedString = import('../runtime.js').LocalizedString;
export type About_Logo_Best_In_RegionInputs = {};
/**
* | output |
* | --- |
* | "Best in Region: 2014, 2015, 2016, 2019 and 2020" |
*
* @param {About_Logo_Best_In_RegionInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const about_logo_best_in_region: ((inputs?: About_Logo_Best_In_RegionInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<About_Logo_Best_In_RegionInputs, {
    locale?: "en" | "es";
}, {}>;
