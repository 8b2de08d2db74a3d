export type LocalizedString = import('../runtime.js').LocalizedString;
export type Home_Real_Estate_TextInputs = {};
/**
* | output |
* | --- |
* | "A home warranty helps listings stand out and gives buyers a soft landing in their first year. Agents, brokers and escrow officers order in minutes with our q..." |
*
* @param {Home_Real_Estate_TextInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const home_real_estate_text: ((inputs?: Home_Real_Estate_TextInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Real_Estate_TextInputs, {
    locale?: "en" | "es";
}, {}>;
