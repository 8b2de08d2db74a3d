export type LocalizedString = import('../runtime.js').LocalizedString;
export type Home_Step1_TextInputs = {};
/**
* | output |
* | --- |
* | "Open a claim online at any hour, or call us. Tell us what stopped working and when you are home." |
*
* @param {Home_Step1_TextInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const home_step1_text: ((inputs?: Home_Step1_TextInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Step1_TextInputs, {
    locale?: "en" | "es";
}, {}>;
