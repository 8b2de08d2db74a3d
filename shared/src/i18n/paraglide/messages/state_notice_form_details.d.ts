export type LocalizedString = import('../runtime.js').LocalizedString;
export type State_Notice_Form_DetailsInputs = {};
/**
* | output |
* | --- |
* | "Details (optional): for a correction, what is wrong and what it should say" |
*
* @param {State_Notice_Form_DetailsInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const state_notice_form_details: ((inputs?: State_Notice_Form_DetailsInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<State_Notice_Form_DetailsInputs, {
    locale?: "en" | "es";
}, {}>;
