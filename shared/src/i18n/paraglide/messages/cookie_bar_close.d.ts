export type LocalizedString = import('../runtime.js').LocalizedString;
export type Cookie_Bar_CloseInputs = {};
/**
* | output |
* | --- |
* | "Close the privacy notice" |
*
* @param {Cookie_Bar_CloseInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const cookie_bar_close: ((inputs?: Cookie_Bar_CloseInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Cookie_Bar_CloseInputs, {
    locale?: "en" | "es";
}, {}>;
