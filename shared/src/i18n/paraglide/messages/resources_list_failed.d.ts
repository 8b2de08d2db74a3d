export type LocalizedString = import('../runtime.js').LocalizedString;
export type Resources_List_FailedInputs = {};
/**
* | output |
* | --- |
* | "We could not load the articles. Please check your connection and try again." |
*
* @param {Resources_List_FailedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const resources_list_failed: ((inputs?: Resources_List_FailedInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Resources_List_FailedInputs, {
    locale?: "en" | "es";
}, {}>;
