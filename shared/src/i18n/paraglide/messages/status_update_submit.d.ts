export type LocalizedString = import('../runtime.js').LocalizedString;
export type Status_Update_SubmitInputs = {};
/**
* | output |
* | --- |
* | "Submit" |
*
* @param {Status_Update_SubmitInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const status_update_submit: ((inputs?: Status_Update_SubmitInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Status_Update_SubmitInputs, {
    locale?: "en" | "es";
}, {}>;
