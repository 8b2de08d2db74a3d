export type LocalizedString = import('../runtime.js').LocalizedString;
export type Video_Support_PhoneInputs = {};
/**
* | output |
* | --- |
* | "Phone" |
*
* @param {Video_Support_PhoneInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const video_support_phone: ((inputs?: Video_Support_PhoneInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Video_Support_PhoneInputs, {
    locale?: "en" | "es";
}, {}>;
