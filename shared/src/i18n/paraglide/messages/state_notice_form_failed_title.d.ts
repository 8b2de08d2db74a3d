export type LocalizedString = import('../runtime.js').LocalizedString;
export type State_Notice_Form_Failed_TitleInputs = {};
/**
* | output |
* | --- |
* | "Request Not Sent" |
*
* @param {State_Notice_Form_Failed_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const state_notice_form_failed_title: ((inputs?: State_Notice_Form_Failed_TitleInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<State_Notice_Form_Failed_TitleInputs, {
    locale?: "en" | "es";
}, {}>;
