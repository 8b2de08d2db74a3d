export type LocalizedString = import('../runtime.js').LocalizedString;
export type Video_Support_HeadingInputs = {
    service: NonNullable<unknown>;
};
/**
* | output |
* | --- |
* | "Get {service} for Your Team" |
*
* @param {Video_Support_HeadingInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const video_support_heading: ((inputs: Video_Support_HeadingInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Video_Support_HeadingInputs, {
    locale?: "en" | "es";
}, {}>;
