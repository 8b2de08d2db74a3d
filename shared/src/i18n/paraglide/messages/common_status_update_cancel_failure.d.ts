export type LocalizedString = import('../runtime.js').LocalizedString;
export type Common_Status_Update_Cancel_FailureInputs = {};
/**
* | output |
* | --- |
* | "Failed to cancel work order. Please call for assistance." |
*
* @param {Common_Status_Update_Cancel_FailureInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const common_status_update_cancel_failure: ((inputs?: Common_Status_Update_Cancel_FailureInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Common_Status_Update_Cancel_FailureInputs, {
    locale?: "en" | "es";
}, {}>;
