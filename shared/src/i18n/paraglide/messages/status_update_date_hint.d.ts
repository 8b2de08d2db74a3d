export type LocalizedString = import('../runtime.js').LocalizedString;
export type Status_Update_Date_HintInputs = {};
/**
* | output |
* | --- |
* | "From today up to six months ahead." |
*
* @param {Status_Update_Date_HintInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const status_update_date_hint: ((inputs?: Status_Update_Date_HintInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Status_Update_Date_HintInputs, {
    locale?: "en" | "es";
}, {}>;
