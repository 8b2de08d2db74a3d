export type LocalizedString = import('../runtime.js').LocalizedString;
export type Language_Switch_ToInputs = {
    language: NonNullable<unknown>;
};
/**
* | output |
* | --- |
* | "View this page in {language}" |
*
* @param {Language_Switch_ToInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const language_switch_to: ((inputs: Language_Switch_ToInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Language_Switch_ToInputs, {
    locale?: "en" | "es";
}, {}>;
