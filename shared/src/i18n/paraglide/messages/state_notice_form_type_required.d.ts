export type LocalizedString = import('../runtime.js').LocalizedString;
export type State_Notice_Form_Type_RequiredInputs = {};
/**
* | output |
* | --- |
* | "Please choose access, deletion or correction." |
*
* @param {State_Notice_Form_Type_RequiredInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const state_notice_form_type_required: ((inputs?: State_Notice_Form_Type_RequiredInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<State_Notice_Form_Type_RequiredInputs, {
    locale?: "en" | "es";
}, {}>;
