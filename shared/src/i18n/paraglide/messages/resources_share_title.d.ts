export type LocalizedString = import('../runtime.js').LocalizedString;
export type Resources_Share_TitleInputs = {};
/**
* | output |
* | --- |
* | "Share this article" |
*
* @param {Resources_Share_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const resources_share_title: ((inputs?: Resources_Share_TitleInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Resources_Share_TitleInputs, {
    locale?: "en" | "es";
}, {}>;
