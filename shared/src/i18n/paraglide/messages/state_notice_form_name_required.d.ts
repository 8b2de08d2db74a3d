export type LocalizedString = import('../runtime.js').LocalizedString;
export type State_Notice_Form_Name_RequiredInputs = {};
/**
* | output |
* | --- |
* | "Please enter your name." |
*
* @param {State_Notice_Form_Name_RequiredInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const state_notice_form_name_required: ((inputs?: State_Notice_Form_Name_RequiredInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<State_Notice_Form_Name_RequiredInputs, {
    locale?: "en" | "es";
}, {}>;
