export type LocalizedString = import('../runtime.js').LocalizedString;
export type Resources_Share_EmailInputs = {};
/**
* | output |
* | --- |
* | "Email" |
*
* @param {Resources_Share_EmailInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const resources_share_email: ((inputs?: Resources_Share_EmailInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Resources_Share_EmailInputs, {
    locale?: "en" | "es";
}, {}>;
