export type LocalizedString = import('../runtime.js').LocalizedString;
export type Common_Chat_Answer_TimeInputs = {};
/**
* | output |
* | --- |
* | "We answer within one business day." |
*
* @param {Common_Chat_Answer_TimeInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const common_chat_answer_time: ((inputs?: Common_Chat_Answer_TimeInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Common_Chat_Answer_TimeInputs, {
    locale?: "en" | "es";
}, {}>;
