export type LocalizedString = import('../runtime.js').LocalizedString;
export type Common_Article_Load_Failure_TextInputs = {};
/**
* | output |
* | --- |
* | "Sorry - There was a problem loading the requested article. Please try again." |
*
* @param {Common_Article_Load_Failure_TextInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const common_article_load_failure_text: ((inputs?: Common_Article_Load_Failure_TextInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Common_Article_Load_Failure_TextInputs, {
    locale?: "en" | "es";
}, {}>;
