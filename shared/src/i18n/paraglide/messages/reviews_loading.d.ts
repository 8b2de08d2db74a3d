export type LocalizedString = import('../runtime.js').LocalizedString;
export type Reviews_LoadingInputs = {};
/**
* | output |
* | --- |
* | "Loading reviews…" |
*
* @param {Reviews_LoadingInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const reviews_loading: ((inputs?: Reviews_LoadingInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Reviews_LoadingInputs, {
    locale?: "en" | "es";
}, {}>;
