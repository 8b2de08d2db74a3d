export type LocalizedString = import('../runtime.js').LocalizedString;
export type Status_Update_Cancel_ReasonInputs = {};
/**
* | output |
* | --- |
* | "Reason for cancellation" |
*
* @param {Status_Update_Cancel_ReasonInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const status_update_cancel_reason: ((inputs?: Status_Update_Cancel_ReasonInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Status_Update_Cancel_ReasonInputs, {
    locale?: "en" | "es";
}, {}>;
