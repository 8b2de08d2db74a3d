export type LocalizedString = import('../runtime.js').LocalizedString;
export type State_Notice_Form_Failed_TextInputs = {
    phone: NonNullable<unknown>;
};
/**
* | output |
* | --- |
* | "We could not send your request. Please try again, or call us at {phone}." |
*
* @param {State_Notice_Form_Failed_TextInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const state_notice_form_failed_text: ((inputs: State_Notice_Form_Failed_TextInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<State_Notice_Form_Failed_TextInputs, {
    locale?: "en" | "es";
}, {}>;
