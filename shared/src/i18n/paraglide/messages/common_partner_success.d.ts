export type LocalizedString = import('../runtime.js').LocalizedString;
export type Common_Partner_SuccessInputs = {};
/**
* | output |
* | --- |
* | "Agent information saved successfully." |
*
* @param {Common_Partner_SuccessInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const common_partner_success: ((inputs?: Common_Partner_SuccessInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Common_Partner_SuccessInputs, {
    locale?: "en" | "es";
}, {}>;
