export type LocalizedString = import('../runtime.js').LocalizedString;
export type State_Notice_Form_SubmitInputs = {};
/**
* | output |
* | --- |
* | "Send request" |
*
* @param {State_Notice_Form_SubmitInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const state_notice_form_submit: ((inputs?: State_Notice_Form_SubmitInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<State_Notice_Form_SubmitInputs, {
    locale?: "en" | "es";
}, {}>;
