export type LocalizedString = import('../runtime.js').LocalizedString;
export type About_LoadingInputs = {};
/**
* | output |
* | --- |
* | "Loading…" |
*
* @param {About_LoadingInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const about_loading: ((inputs?: About_LoadingInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<About_LoadingInputs, {
    locale?: "en" | "es";
}, {}>;
