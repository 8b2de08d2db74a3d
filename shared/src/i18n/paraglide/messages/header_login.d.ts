export type LocalizedString = import('../runtime.js').LocalizedString;
export type Header_LoginInputs = {};
/**
* | output |
* | --- |
* | "Login" |
*
* @param {Header_LoginInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const header_login: ((inputs?: Header_LoginInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Header_LoginInputs, {
    locale?: "en" | "es";
}, {}>;
