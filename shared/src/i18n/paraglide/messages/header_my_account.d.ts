export type LocalizedString = import('../runtime.js').LocalizedString;
export type Header_My_AccountInputs = {};
/**
* | output |
* | --- |
* | "My Account" |
*
* @param {Header_My_AccountInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const header_my_account: ((inputs?: Header_My_AccountInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Header_My_AccountInputs, {
    locale?: "en" | "es";
}, {}>;
