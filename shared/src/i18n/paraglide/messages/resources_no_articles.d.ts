export type LocalizedString = import('../runtime.js').LocalizedString;
export type Resources_No_ArticlesInputs = {};
/**
* | output |
* | --- |
* | "There are no articles here yet." |
*
* @param {Resources_No_ArticlesInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const resources_no_articles: ((inputs?: Resources_No_ArticlesInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Resources_No_ArticlesInputs, {
    locale?: "en" | "es";
}, {}>;
