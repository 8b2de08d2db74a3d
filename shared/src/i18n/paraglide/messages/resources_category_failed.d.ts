export type LocalizedString = import('../runtime.js').LocalizedString;
export type Resources_Category_FailedInputs = {};
/**
* | output |
* | --- |
* | "We could not load this category. Please check your connection and try again." |
*
* @param {Resources_Category_FailedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const resources_category_failed: ((inputs?: Resources_Category_FailedInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Resources_Category_FailedInputs, {
    locale?: "en" | "es";
}, {}>;
