export type LocalizedString = import('../runtime.js').LocalizedString;
export type Video_Support_Last_NameInputs = {};
/**
* | output |
* | --- |
* | "Last Name" |
*
* @param {Video_Support_Last_NameInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const video_support_last_name: ((inputs?: Video_Support_Last_NameInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Video_Support_Last_NameInputs, {
    locale?: "en" | "es";
}, {}>;
