export type LocalizedString = import('../runtime.js').LocalizedString;
export type Common_Status_Update_Cancel_Success_TextInputs = {};
/**
* | output |
* | --- |
* | "Cancellation request has been submitted" |
*
* @param {Common_Status_Update_Cancel_Success_TextInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const common_status_update_cancel_success_text: ((inputs?: Common_Status_Update_Cancel_Success_TextInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Common_Status_Update_Cancel_Success_TextInputs, {
    locale?: "en" | "es";
}, {}>;
