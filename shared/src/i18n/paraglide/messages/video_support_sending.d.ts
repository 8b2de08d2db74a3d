export type LocalizedString = import('../runtime.js').LocalizedString;
export type Video_Support_SendingInputs = {};
/**
* | output |
* | --- |
* | "Sending…" |
*
* @param {Video_Support_SendingInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const video_support_sending: ((inputs?: Video_Support_SendingInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Video_Support_SendingInputs, {
    locale?: "en" | "es";
}, {}>;
