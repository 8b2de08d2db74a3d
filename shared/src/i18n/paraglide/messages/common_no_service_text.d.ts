export type LocalizedString = import('../runtime.js').LocalizedString;
export type Common_No_Service_TextInputs = {};
/**
* | output |
* | --- |
* | "We're sorry, but we don't (yet) provide service to your zip code." |
*
* @param {Common_No_Service_TextInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const common_no_service_text: ((inputs?: Common_No_Service_TextInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Common_No_Service_TextInputs, {
    locale?: "en" | "es";
}, {}>;
