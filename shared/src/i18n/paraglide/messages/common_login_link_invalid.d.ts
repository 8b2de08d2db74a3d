export type LocalizedString = import('../runtime.js').LocalizedString;
export type Common_Login_Link_InvalidInputs = {};
/**
* | output |
* | --- |
* | "This sign-in link is invalid or has expired." |
*
* @param {Common_Login_Link_InvalidInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const common_login_link_invalid: ((inputs?: Common_Login_Link_InvalidInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Common_Login_Link_InvalidInputs, {
    locale?: "en" | "es";
}, {}>;
