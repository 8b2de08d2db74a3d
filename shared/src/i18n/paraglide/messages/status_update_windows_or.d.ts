export type LocalizedString = import('../runtime.js').LocalizedString;
export type Status_Update_Windows_OrInputs = {};
/**
* | output |
* | --- |
* | "Or choose a day and hours yourself below." |
*
* @param {Status_Update_Windows_OrInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const status_update_windows_or: ((inputs?: Status_Update_Windows_OrInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Status_Update_Windows_OrInputs, {
    locale?: "en" | "es";
}, {}>;
