export type LocalizedString = import('../runtime.js').LocalizedString;
export type Status_Update_Load_FailedInputs = {};
/**
* | output |
* | --- |
* | "We could not load this work order. Please check your connection and try again." |
*
* @param {Status_Update_Load_FailedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const status_update_load_failed: ((inputs?: Status_Update_Load_FailedInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Status_Update_Load_FailedInputs, {
    locale?: "en" | "es";
}, {}>;
