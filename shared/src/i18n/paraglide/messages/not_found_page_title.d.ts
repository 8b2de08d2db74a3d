export type LocalizedString = import('../runtime.js').LocalizedString;
export type Not_Found_Page_TitleInputs = {};
/**
* | output |
* | --- |
* | "Page Not Found" |
*
* @param {Not_Found_Page_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const not_found_page_title: ((inputs?: Not_Found_Page_TitleInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Not_Found_Page_TitleInputs, {
    locale?: "en" | "es";
}, {}>;
