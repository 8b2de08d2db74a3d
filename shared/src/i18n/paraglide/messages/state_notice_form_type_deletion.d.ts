export type LocalizedString = import('../runtime.js').LocalizedString;
export type State_Notice_Form_Type_DeletionInputs = {};
/**
* | output |
* | --- |
* | "Deletion of my information" |
*
* @param {State_Notice_Form_Type_DeletionInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const state_notice_form_type_deletion: ((inputs?: State_Notice_Form_Type_DeletionInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<State_Notice_Form_Type_DeletionInputs, {
    locale?: "en" | "es";
}, {}>;
