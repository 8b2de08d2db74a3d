export type LocalizedString = import('../runtime.js').LocalizedString;
export type Common_Partner_Failure_TitleInputs = {};
/**
* | output |
* | --- |
* | "Save Failed" |
*
* @param {Common_Partner_Failure_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const common_partner_failure_title: ((inputs?: Common_Partner_Failure_TitleInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Common_Partner_Failure_TitleInputs, {
    locale?: "en" | "es";
}, {}>;
