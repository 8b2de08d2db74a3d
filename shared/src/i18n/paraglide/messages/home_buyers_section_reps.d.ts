export type LocalizedString = import('../runtime.js').LocalizedString;
export type Home_Buyers_Section_RepsInputs = {};
/**
* | output |
* | --- |
* | "Meet your Representative" |
*
* @param {Home_Buyers_Section_RepsInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const home_buyers_section_reps: ((inputs?: Home_Buyers_Section_RepsInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Buyers_Section_RepsInputs, {
    locale?: "en" | "es";
}, {}>;
