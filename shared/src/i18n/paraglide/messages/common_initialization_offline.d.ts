export type LocalizedString = import('../runtime.js').LocalizedString;
export type Common_Initialization_OfflineInputs = {};
/**
* | output |
* | --- |
* | "You are offline. The app shows what was saved on this device." |
*
* @param {Common_Initialization_OfflineInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const common_initialization_offline: ((inputs?: Common_Initialization_OfflineInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Common_Initialization_OfflineInputs, {
    locale?: "en" | "es";
}, {}>;
