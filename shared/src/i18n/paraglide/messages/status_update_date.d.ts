export type LocalizedString = import('../runtime.js').LocalizedString;
export type Status_Update_DateInputs = {};
/**
* | output |
* | --- |
* | "Date" |
*
* @param {Status_Update_DateInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const status_update_date: ((inputs?: Status_Update_DateInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Status_Update_DateInputs, {
    locale?: "en" | "es";
}, {}>;
