export type LocalizedString = import('../runtime.js').LocalizedString;
export type Status_Update_ReadyInputs = {};
/**
* | output |
* | --- |
* | "Ready to submit." |
*
* @param {Status_Update_ReadyInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const status_update_ready: ((inputs?: Status_Update_ReadyInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Status_Update_ReadyInputs, {
    locale?: "en" | "es";
}, {}>;
