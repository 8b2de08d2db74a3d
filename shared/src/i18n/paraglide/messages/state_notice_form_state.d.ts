export type LocalizedString = import('../runtime.js').LocalizedString;
export type State_Notice_Form_StateInputs = {};
/**
* | output |
* | --- |
* | "State you live in" |
*
* @param {State_Notice_Form_StateInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const state_notice_form_state: ((inputs?: State_Notice_Form_StateInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<State_Notice_Form_StateInputs, {
    locale?: "en" | "es";
}, {}>;
