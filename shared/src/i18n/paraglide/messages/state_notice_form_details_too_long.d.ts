export type LocalizedString = import('../runtime.js').LocalizedString;
export type State_Notice_Form_Details_Too_LongInputs = {
    max: NonNullable<unknown>;
};
/**
* | output |
* | --- |
* | "Please keep the details under {max} characters." |
*
* @param {State_Notice_Form_Details_Too_LongInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const state_notice_form_details_too_long: ((inputs: State_Notice_Form_Details_Too_LongInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<State_Notice_Form_Details_Too_LongInputs, {
    locale?: "en" | "es";
}, {}>;
