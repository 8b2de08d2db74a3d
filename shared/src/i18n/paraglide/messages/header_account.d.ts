export type LocalizedString = import('../runtime.js').LocalizedString;
export type Header_AccountInputs = {};
/**
* | output |
* | --- |
* | "Account" |
*
* @param {Header_AccountInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const header_account: ((inputs?: Header_AccountInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Header_AccountInputs, {
    locale?: "en" | "es";
}, {}>;
