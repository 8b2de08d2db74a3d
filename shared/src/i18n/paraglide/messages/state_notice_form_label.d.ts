export type LocalizedString = import('../runtime.js').LocalizedString;
export type State_Notice_Form_LabelInputs = {};
/**
* | output |
* | --- |
* | "Privacy request" |
*
* @param {State_Notice_Form_LabelInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const state_notice_form_label: ((inputs?: State_Notice_Form_LabelInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<State_Notice_Form_LabelInputs, {
    locale?: "en" | "es";
}, {}>;
