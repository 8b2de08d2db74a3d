export type LocalizedString = import('../runtime.js').LocalizedString;
export type State_Notice_Form_Type_AccessInputs = {};
/**
* | output |
* | --- |
* | "Access to my information" |
*
* @param {State_Notice_Form_Type_AccessInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const state_notice_form_type_access: ((inputs?: State_Notice_Form_Type_AccessInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<State_Notice_Form_Type_AccessInputs, {
    locale?: "en" | "es";
}, {}>;
