export type LocalizedString = import('../runtime.js').LocalizedString;
export type State_Notice_Form_Type_CorrectionInputs = {};
/**
* | output |
* | --- |
* | "Correction of my information" |
*
* @param {State_Notice_Form_Type_CorrectionInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const state_notice_form_type_correction: ((inputs?: State_Notice_Form_Type_CorrectionInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<State_Notice_Form_Type_CorrectionInputs, {
    locale?: "en" | "es";
}, {}>;
