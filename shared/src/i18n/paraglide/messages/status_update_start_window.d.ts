export type LocalizedString = import('../runtime.js').LocalizedString;
export type Status_Update_Start_WindowInputs = {};
/**
* | output |
* | --- |
* | "Start window" |
*
* @param {Status_Update_Start_WindowInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const status_update_start_window: ((inputs?: Status_Update_Start_WindowInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Status_Update_Start_WindowInputs, {
    locale?: "en" | "es";
}, {}>;
