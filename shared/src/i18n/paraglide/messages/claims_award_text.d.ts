export type LocalizedString = import('../runtime.js').LocalizedString;
export type Claims_Award_TextInputs = {};
/**
* | output |
* | --- |
* | "in 2014, 2015, 2016, 2019 and 2020" |
*
* @param {Claims_Award_TextInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const claims_award_text: ((inputs?: Claims_Award_TextInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Claims_Award_TextInputs, {
    locale?: "en" | "es";
}, {}>;
