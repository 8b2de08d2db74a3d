export type LocalizedString = import('../runtime.js').LocalizedString;
export type Cookie_Bar_TitleInputs = {};
/**
* | output |
* | --- |
* | "We value your privacy" |
*
* @param {Cookie_Bar_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const cookie_bar_title: ((inputs?: Cookie_Bar_TitleInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Cookie_Bar_TitleInputs, {
    locale?: "en" | "es";
}, {}>;
