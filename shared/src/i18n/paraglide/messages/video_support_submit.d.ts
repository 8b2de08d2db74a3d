export type LocalizedString = import('../runtime.js').LocalizedString;
export type Video_Support_SubmitInputs = {};
/**
* | output |
* | --- |
* | "Submit" |
*
* @param {Video_Support_SubmitInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const video_support_submit: ((inputs?: Video_Support_SubmitInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Video_Support_SubmitInputs, {
    locale?: "en" | "es";
}, {}>;
