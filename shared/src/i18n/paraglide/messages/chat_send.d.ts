export type LocalizedString = import('../runtime.js').LocalizedString;
export type Chat_SendInputs = {};
/**
* | output |
* | --- |
* | "Send" |
*
* @param {Chat_SendInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const chat_send: ((inputs?: Chat_SendInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Chat_SendInputs, {
    locale?: "en" | "es";
}, {}>;
