export type LocalizedString = import('../runtime.js').LocalizedString;
export type Status_Update_Cancel_TitleInputs = {};
/**
* | output |
* | --- |
* | "Cancel this work order" |
*
* @param {Status_Update_Cancel_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const status_update_cancel_title: ((inputs?: Status_Update_Cancel_TitleInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Status_Update_Cancel_TitleInputs, {
    locale?: "en" | "es";
}, {}>;
