export type LocalizedString = import('../runtime.js').LocalizedString;
export type Chat_CloseInputs = {};
/**
* | output |
* | --- |
* | "Close" |
*
* @param {Chat_CloseInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const chat_close: ((inputs?: Chat_CloseInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Chat_CloseInputs, {
    locale?: "en" | "es";
}, {}>;
