export type LocalizedString = import('../runtime.js').LocalizedString;
export type Resources_LoadingInputs = {};
/**
* | output |
* | --- |
* | "Loading articles…" |
*
* @param {Resources_LoadingInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const resources_loading: ((inputs?: Resources_LoadingInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Resources_LoadingInputs, {
    locale?: "en" | "es";
}, {}>;
