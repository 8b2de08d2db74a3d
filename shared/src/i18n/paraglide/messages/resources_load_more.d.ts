export type LocalizedString = import('../runtime.js').LocalizedString;
export type Resources_Load_MoreInputs = {};
/**
* | output |
* | --- |
* | "Load More" |
*
* @param {Resources_Load_MoreInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const resources_load_more: ((inputs?: Resources_Load_MoreInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Resources_Load_MoreInputs, {
    locale?: "en" | "es";
}, {}>;
