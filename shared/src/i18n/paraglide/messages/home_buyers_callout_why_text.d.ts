export type LocalizedString = import('../runtime.js').LocalizedString;
export type Home_Buyers_Callout_Why_TextInputs = {};
/**
* | output |
* | --- |
* | "Hear from agents and escrow officers who order with us every week." |
*
* @param {Home_Buyers_Callout_Why_TextInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const home_buyers_callout_why_text: ((inputs?: Home_Buyers_Callout_Why_TextInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Buyers_Callout_Why_TextInputs, {
    locale?: "en" | "es";
}, {}>;
