export type LocalizedString = import('../runtime.js').LocalizedString;
export type Common_Login_Session_ExpiredInputs = {};
/**
* | output |
* | --- |
* | "Your session has expired. Please sign in again." |
*
* @param {Common_Login_Session_ExpiredInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const common_login_session_expired: ((inputs?: Common_Login_Session_ExpiredInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Common_Login_Session_ExpiredInputs, {
    locale?: "en" | "es";
}, {}>;
