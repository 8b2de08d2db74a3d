export type LocalizedString = import('../runtime.js').LocalizedString;
export type State_Notice_Form_Email_InvalidInputs = {};
/**
* | output |
* | --- |
* | "Email address is invalid." |
*
* @param {State_Notice_Form_Email_InvalidInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const state_notice_form_email_invalid: ((inputs?: State_Notice_Form_Email_InvalidInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<State_Notice_Form_Email_InvalidInputs, {
    locale?: "en" | "es";
}, {}>;
