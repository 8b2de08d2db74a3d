export type LocalizedString = import('../runtime.js').LocalizedString;
export type Common_No_Service_TitleInputs = {};
/**
* | output |
* | --- |
* | "No Service" |
*
* @param {Common_No_Service_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const common_no_service_title: ((inputs?: Common_No_Service_TitleInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Common_No_Service_TitleInputs, {
    locale?: "en" | "es";
}, {}>;
