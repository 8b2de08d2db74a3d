export type LocalizedString = import('../runtime.js').LocalizedString;
export type Resources_Categories_LabelInputs = {};
/**
* | output |
* | --- |
* | "Resource categories" |
*
* @param {Resources_Categories_LabelInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const resources_categories_label: ((inputs?: Resources_Categories_LabelInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Resources_Categories_LabelInputs, {
    locale?: "en" | "es";
}, {}>;
