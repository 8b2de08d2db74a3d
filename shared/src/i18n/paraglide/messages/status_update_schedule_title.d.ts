export type LocalizedString = import('../runtime.js').LocalizedString;
export type Status_Update_Schedule_TitleInputs = {};
/**
* | output |
* | --- |
* | "Schedule the visit" |
*
* @param {Status_Update_Schedule_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const status_update_schedule_title: ((inputs?: Status_Update_Schedule_TitleInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Status_Update_Schedule_TitleInputs, {
    locale?: "en" | "es";
}, {}>;
