export type LocalizedString = import('../runtime.js').LocalizedString;
export type Status_Update_OfflineInputs = {};
/**
* | output |
* | --- |
* | "You are offline. Submitting needs a connection." |
*
* @param {Status_Update_OfflineInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const status_update_offline: ((inputs?: Status_Update_OfflineInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Status_Update_OfflineInputs, {
    locale?: "en" | "es";
}, {}>;
