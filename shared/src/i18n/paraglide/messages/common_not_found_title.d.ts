export type LocalizedString = import('../runtime.js').LocalizedString;
export type Common_Not_Found_TitleInputs = {};
/**
* | output |
* | --- |
* | "Oh no… This isn't right" |
*
* @param {Common_Not_Found_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const common_not_found_title: ((inputs?: Common_Not_Found_TitleInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Common_Not_Found_TitleInputs, {
    locale?: "en" | "es";
}, {}>;
