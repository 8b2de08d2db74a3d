export type LocalizedString = import('../runtime.js').LocalizedString;
export type Status_Update_Date_RangeInputs = {};
/**
* | output |
* | --- |
* | "Please choose a date from today to six months ahead." |
*
* @param {Status_Update_Date_RangeInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const status_update_date_range: ((inputs?: Status_Update_Date_RangeInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Status_Update_Date_RangeInputs, {
    locale?: "en" | "es";
}, {}>;
