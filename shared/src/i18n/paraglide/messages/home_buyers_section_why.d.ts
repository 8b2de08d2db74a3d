export type LocalizedString = import('../runtime.js').LocalizedString;
export type Home_Buyers_Section_WhyInputs = {
    brand: NonNullable<unknown>;
};
/**
* | output |
* | --- |
* | "Why Choose {brand}" |
*
* @param {Home_Buyers_Section_WhyInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const home_buyers_section_why: ((inputs: Home_Buyers_Section_WhyInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Buyers_Section_WhyInputs, {
    locale?: "en" | "es";
}, {}>;
