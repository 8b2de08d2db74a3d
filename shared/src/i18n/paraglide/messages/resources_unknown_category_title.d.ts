export type LocalizedString = import('../runtime.js').LocalizedString;
export type Resources_Unknown_Category_TitleInputs = {};
/**
* | output |
* | --- |
* | "Category not found" |
*
* @param {Resources_Unknown_Category_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const resources_unknown_category_title: ((inputs?: Resources_Unknown_Category_TitleInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Resources_Unknown_Category_TitleInputs, {
    locale?: "en" | "es";
}, {}>;
