export type LocalizedString = import('../runtime.js').LocalizedString;
export type State_Notice_Form_State_InvalidInputs = {};
/**
* | output |
* | --- |
* | "Please choose a US state." |
*
* @param {State_Notice_Form_State_InvalidInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const state_notice_form_state_invalid: ((inputs?: State_Notice_Form_State_InvalidInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<State_Notice_Form_State_InvalidInputs, {
    locale?: "en" | "es";
}, {}>;
