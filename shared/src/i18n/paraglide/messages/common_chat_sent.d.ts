export type LocalizedString = import('../runtime.js').LocalizedString;
export type Common_Chat_SentInputs = {};
/**
* | output |
* | --- |
* | "Thank you, your message is on its way to customer care." |
*
* @param {Common_Chat_SentInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const common_chat_sent: ((inputs?: Common_Chat_SentInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Common_Chat_SentInputs, {
    locale?: "en" | "es";
}, {}>;
