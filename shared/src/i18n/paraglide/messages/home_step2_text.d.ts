export type LocalizedString = import('../runtime.js').LocalizedString;
export type Home_Step2_TextInputs = {};
/**
* | output |
* | --- |
* | "We assign a licensed local contractor within 24 hours, and they call you to set up the visit." |
*
* @param {Home_Step2_TextInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const home_step2_text: ((inputs?: Home_Step2_TextInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Step2_TextInputs, {
    locale?: "en" | "es";
}, {}>;
