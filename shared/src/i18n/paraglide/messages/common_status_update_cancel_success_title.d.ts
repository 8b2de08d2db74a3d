export type LocalizedString = import('../runtime.js').LocalizedString;
export type Common_Status_Update_Cancel_Success_TitleInputs = {};
/**
* | output |
* | --- |
* | "Confirm" |
*
* @param {Common_Status_Update_Cancel_Success_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const common_status_update_cancel_success_title: ((inputs?: Common_Status_Update_Cancel_Success_TitleInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Common_Status_Update_Cancel_Success_TitleInputs, {
    locale?: "en" | "es";
}, {}>;
