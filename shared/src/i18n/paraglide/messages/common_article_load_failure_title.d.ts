export type LocalizedString = import('../runtime.js').LocalizedString;
export type Common_Article_Load_Failure_TitleInputs = {};
/**
* | output |
* | --- |
* | "Could not load article" |
*
* @param {Common_Article_Load_Failure_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const common_article_load_failure_title: ((inputs?: Common_Article_Load_Failure_TitleInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Common_Article_Load_Failure_TitleInputs, {
    locale?: "en" | "es";
}, {}>;
