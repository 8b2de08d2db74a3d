export type LocalizedString = import('../runtime.js').LocalizedString;
export type Chat_Message_LabelInputs = {};
/**
* | output |
* | --- |
* | "Message" |
*
* @param {Chat_Message_LabelInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const chat_message_label: ((inputs?: Chat_Message_LabelInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Chat_Message_LabelInputs, {
    locale?: "en" | "es";
}, {}>;
