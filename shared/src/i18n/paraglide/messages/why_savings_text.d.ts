export type LocalizedString = import('../runtime.js').LocalizedString;
export type Why_Savings_TextInputs = {};
/**
* | output |
* | --- |
* | "Members save an average of $200 on every approved repair. You pay the service fee you picked, not the bill." |
*
* @param {Why_Savings_TextInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const why_savings_text: ((inputs?: Why_Savings_TextInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Why_Savings_TextInputs, {
    locale?: "en" | "es";
}, {}>;
