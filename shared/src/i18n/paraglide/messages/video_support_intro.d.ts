export type LocalizedString = import('../runtime.js').LocalizedString;
export type Video_Support_IntroInputs = {
    service: NonNullable<unknown>;
};
/**
* | output |
* | --- |
* | "{service} lets your technicians see a homeowner's problem over live video before they roll a truck. Tell us about your company and we will set your team up." |
*
* @param {Video_Support_IntroInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const video_support_intro: ((inputs: Video_Support_IntroInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Video_Support_IntroInputs, {
    locale?: "en" | "es";
}, {}>;
