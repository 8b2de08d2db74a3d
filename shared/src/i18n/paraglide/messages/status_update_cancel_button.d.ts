export type LocalizedString = import('../runtime.js').LocalizedString;
export type Status_Update_Cancel_ButtonInputs = {};
/**
* | output |
* | --- |
* | "Cancel Work Order" |
*
* @param {Status_Update_Cancel_ButtonInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const status_update_cancel_button: ((inputs?: Status_Update_Cancel_ButtonInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Status_Update_Cancel_ButtonInputs, {
    locale?: "en" | "es";
}, {}>;
