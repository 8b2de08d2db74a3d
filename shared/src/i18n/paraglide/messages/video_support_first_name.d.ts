export type LocalizedString = import('../runtime.js').LocalizedString;
export type Video_Support_First_NameInputs = {};
/**
* | output |
* | --- |
* | "First Name" |
*
* @param {Video_Support_First_NameInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const video_support_first_name: ((inputs?: Video_Support_First_NameInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Video_Support_First_NameInputs, {
    locale?: "en" | "es";
}, {}>;
