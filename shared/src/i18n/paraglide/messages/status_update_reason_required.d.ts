export type LocalizedString = import('../runtime.js').LocalizedString;
export type Status_Update_Reason_RequiredInputs = {};
/**
* | output |
* | --- |
* | "Enter a reason to submit." |
*
* @param {Status_Update_Reason_RequiredInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const status_update_reason_required: ((inputs?: Status_Update_Reason_RequiredInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Status_Update_Reason_RequiredInputs, {
    locale?: "en" | "es";
}, {}>;
