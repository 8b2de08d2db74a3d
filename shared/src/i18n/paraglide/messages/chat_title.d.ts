export type LocalizedString = import('../runtime.js').LocalizedString;
export type Chat_TitleInputs = {};
/**
* | output |
* | --- |
* | "Chat with us" |
*
* @param {Chat_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const chat_title: ((inputs?: Chat_TitleInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Chat_TitleInputs, {
    locale?: "en" | "es";
}, {}>;
