export type LocalizedString = import('../runtime.js').LocalizedString;
export type Home_Contractors_TextInputs = {};
/**
* | output |
* | --- |
* | "Plumbing, electrical, HVAC and appliance pros: fill your schedule with warranty customers near you. We send the work, supply major parts and pay your labor, ..." |
*
* @param {Home_Contractors_TextInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const home_contractors_text: ((inputs?: Home_Contractors_TextInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Contractors_TextInputs, {
    locale?: "en" | "es";
}, {}>;
