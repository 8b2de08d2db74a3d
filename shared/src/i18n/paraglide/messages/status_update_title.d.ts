export type LocalizedString = import('../runtime.js').LocalizedString;
export type Status_Update_TitleInputs = {};
/**
* | output |
* | --- |
* | "Update Work Order Status" |
*
* @param {Status_Update_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const status_update_title: ((inputs?: Status_Update_TitleInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Status_Update_TitleInputs, {
    locale?: "en" | "es";
}, {}>;
