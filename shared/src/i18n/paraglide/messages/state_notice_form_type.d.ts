export type LocalizedString = import('../runtime.js').LocalizedString;
export type State_Notice_Form_TypeInputs = {};
/**
* | output |
* | --- |
* | "What are you asking for?" |
*
* @param {State_Notice_Form_TypeInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const state_notice_form_type: ((inputs?: State_Notice_Form_TypeInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<State_Notice_Form_TypeInputs, {
    locale?: "en" | "es";
}, {}>;
