export type LocalizedString = import('../runtime.js').LocalizedString;
export type Contact_Form_IntroInputs = {};
/**
* | output |
* | --- |
* | "We read every message and answer by e-mail or phone." |
*
* @param {Contact_Form_IntroInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const contact_form_intro: ((inputs?: Contact_Form_IntroInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Contact_Form_IntroInputs, {
    locale?: "en" | "es";
}, {}>;
