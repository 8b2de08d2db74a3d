export type LocalizedString = import('../runtime.js').LocalizedString;
export type State_Notice_Form_State_RequiredInputs = {};
/**
* | output |
* | --- |
* | "Please choose your state." |
*
* @param {State_Notice_Form_State_RequiredInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const state_notice_form_state_required: ((inputs?: State_Notice_Form_State_RequiredInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<State_Notice_Form_State_RequiredInputs, {
    locale?: "en" | "es";
}, {}>;
