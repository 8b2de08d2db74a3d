export type LocalizedString = import('../runtime.js').LocalizedString;
export type Footer_Privacy_ChoicesInputs = {};
/**
* | output |
* | --- |
* | "Your Privacy Choices" |
*
* @param {Footer_Privacy_ChoicesInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const footer_privacy_choices: ((inputs?: Footer_Privacy_ChoicesInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Footer_Privacy_ChoicesInputs, {
    locale?: "en" | "es";
}, {}>;
