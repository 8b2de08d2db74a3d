export type LocalizedString = import('../runtime.js').LocalizedString;
export type Video_Support_CompanyInputs = {};
/**
* | output |
* | --- |
* | "Company" |
*
* @param {Video_Support_CompanyInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const video_support_company: ((inputs?: Video_Support_CompanyInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Video_Support_CompanyInputs, {
    locale?: "en" | "es";
}, {}>;
