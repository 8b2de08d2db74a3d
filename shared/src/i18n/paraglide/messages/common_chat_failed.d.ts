export type LocalizedString = import('../runtime.js').LocalizedString;
export type Common_Chat_FailedInputs = {
    phone: NonNullable<unknown>;
};
/**
* | output |
* | --- |
* | "We could not send your message. Please try again, or call us at {phone}." |
*
* @param {Common_Chat_FailedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const common_chat_failed: ((inputs: Common_Chat_FailedInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Common_Chat_FailedInputs, {
    locale?: "en" | "es";
}, {}>;
