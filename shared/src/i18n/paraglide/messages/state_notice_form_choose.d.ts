export type LocalizedString = import('../runtime.js').LocalizedString;
export type State_Notice_Form_ChooseInputs = {};
/**
* | output |
* | --- |
* | "Choose…" |
*
* @param {State_Notice_Form_ChooseInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const state_notice_form_choose: ((inputs?: State_Notice_Form_ChooseInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<State_Notice_Form_ChooseInputs, {
    locale?: "en" | "es";
}, {}>;
