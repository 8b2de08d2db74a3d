export type LocalizedString = import('../runtime.js').LocalizedString;
export type Resources_Unknown_Category_TextInputs = {};
/**
* | output |
* | --- |
* | "We could not find that resources category. Here are our most recent articles." |
*
* @param {Resources_Unknown_Category_TextInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const resources_unknown_category_text: ((inputs?: Resources_Unknown_Category_TextInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Resources_Unknown_Category_TextInputs, {
    locale?: "en" | "es";
}, {}>;
