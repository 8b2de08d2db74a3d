export type LocalizedString = import('../runtime.js').LocalizedString;
export type Brochure_Download_FrameInputs = {};
/**
* | output |
* | --- |
* | "Brochure download" |
*
* @param {Brochure_Download_FrameInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const brochure_download_frame: ((inputs?: Brochure_Download_FrameInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Brochure_Download_FrameInputs, {
    locale?: "en" | "es";
}, {}>;
