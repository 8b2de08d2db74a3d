export type LocalizedString = import('../runtime.js').LocalizedString;
export type Common_Login_Too_Many_AttemptsInputs = {};
/**
* | output |
* | --- |
* | "Too many sign-in attempts. Please wait a few minutes and try again." |
*
* @param {Common_Login_Too_Many_AttemptsInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const common_login_too_many_attempts: ((inputs?: Common_Login_Too_Many_AttemptsInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Common_Login_Too_Many_AttemptsInputs, {
    locale?: "en" | "es";
}, {}>;
