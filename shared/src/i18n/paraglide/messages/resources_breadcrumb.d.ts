export type LocalizedString = import('../runtime.js').LocalizedString;
export type Resources_BreadcrumbInputs = {};
/**
* | output |
* | --- |
* | "Breadcrumb" |
*
* @param {Resources_BreadcrumbInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const resources_breadcrumb: ((inputs?: Resources_BreadcrumbInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Resources_BreadcrumbInputs, {
    locale?: "en" | "es";
}, {}>;
