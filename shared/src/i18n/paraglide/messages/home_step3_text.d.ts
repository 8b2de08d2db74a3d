export type LocalizedString = import('../runtime.js').LocalizedString;
export type Home_Step3_TextInputs = {};
/**
* | output |
* | --- |
* | "Covered items are repaired or replaced. You pay the service call fee you chose, not the repair bill." |
*
* @param {Home_Step3_TextInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const home_step3_text: ((inputs?: Home_Step3_TextInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Step3_TextInputs, {
    locale?: "en" | "es";
}, {}>;
