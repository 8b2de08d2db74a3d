export type LocalizedString = import('../runtime.js').LocalizedString;
export type Status_Update_Windows_TitleInputs = {};
/**
* | output |
* | --- |
* | "Book an open time" |
*
* @param {Status_Update_Windows_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const status_update_windows_title: ((inputs?: Status_Update_Windows_TitleInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Status_Update_Windows_TitleInputs, {
    locale?: "en" | "es";
}, {}>;
