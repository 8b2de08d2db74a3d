export type LocalizedString = import('../runtime.js').LocalizedString;
export type Common_Login_Repair_TitleInputs = {};
/**
* | output |
* | --- |
* | "Please login to request repair" |
*
* @param {Common_Login_Repair_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const common_login_repair_title: ((inputs?: Common_Login_Repair_TitleInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Common_Login_Repair_TitleInputs, {
    locale?: "en" | "es";
}, {}>;
