export type LocalizedString = import('../runtime.js').LocalizedString;
export type State_Notice_Form_Email_RequiredInputs = {};
/**
* | output |
* | --- |
* | "Email address is required." |
*
* @param {State_Notice_Form_Email_RequiredInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const state_notice_form_email_required: ((inputs?: State_Notice_Form_Email_RequiredInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<State_Notice_Form_Email_RequiredInputs, {
    locale?: "en" | "es";
}, {}>;
