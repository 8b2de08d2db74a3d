export type LocalizedString = import('../runtime.js').LocalizedString;
export type Video_Support_EmailInputs = {};
/**
* | output |
* | --- |
* | "Email" |
*
* @param {Video_Support_EmailInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const video_support_email: ((inputs?: Video_Support_EmailInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Video_Support_EmailInputs, {
    locale?: "en" | "es";
}, {}>;
