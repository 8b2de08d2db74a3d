export type LocalizedString = import('../runtime.js').LocalizedString;
export type Home_Buyers_Callout_Reps_TextInputs = {};
/**
* | output |
* | --- |
* | "A representative in your market for training, brochures and orders." |
*
* @param {Home_Buyers_Callout_Reps_TextInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const home_buyers_callout_reps_text: ((inputs?: Home_Buyers_Callout_Reps_TextInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Buyers_Callout_Reps_TextInputs, {
    locale?: "en" | "es";
}, {}>;
