export type LocalizedString = import('../runtime.js').LocalizedString;
export type Status_Update_SubmittingInputs = {};
/**
* | output |
* | --- |
* | "Submitting…" |
*
* @param {Status_Update_SubmittingInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const status_update_submitting: ((inputs?: Status_Update_SubmittingInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Status_Update_SubmittingInputs, {
    locale?: "en" | "es";
}, {}>;
