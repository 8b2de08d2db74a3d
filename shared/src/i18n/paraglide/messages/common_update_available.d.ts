export type LocalizedString = import('../runtime.js').LocalizedString;
export type Common_Update_AvailableInputs = {};
/**
* | output |
* | --- |
* | "A new version is available" |
*
* @param {Common_Update_AvailableInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const common_update_available: ((inputs?: Common_Update_AvailableInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Common_Update_AvailableInputs, {
    locale?: "en" | "es";
}, {}>;
