export type LocalizedString = import('../runtime.js').LocalizedString;
export type Status_Update_End_WindowInputs = {};
/**
* | output |
* | --- |
* | "End window" |
*
* @param {Status_Update_End_WindowInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const status_update_end_window: ((inputs?: Status_Update_End_WindowInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Status_Update_End_WindowInputs, {
    locale?: "en" | "es";
}, {}>;
