export type LocalizedString = import('../runtime.js').LocalizedString;
export type State_Notice_Form_ReceivedInputs = {};
/**
* | output |
* | --- |
* | "Thank you. We received your request and e-mailed you a confirmation. We will verify your identity and respond within 45 days." |
*
* @param {State_Notice_Form_ReceivedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const state_notice_form_received: ((inputs?: State_Notice_Form_ReceivedInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<State_Notice_Form_ReceivedInputs, {
    locale?: "en" | "es";
}, {}>;
