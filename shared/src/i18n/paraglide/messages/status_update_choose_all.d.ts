export type LocalizedString = import('../runtime.js').LocalizedString;
export type Status_Update_Choose_AllInputs = {};
/**
* | output |
* | --- |
* | "Choose a date, a start window and an end window to submit." |
*
* @param {Status_Update_Choose_AllInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const status_update_choose_all: ((inputs?: Status_Update_Choose_AllInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Status_Update_Choose_AllInputs, {
    locale?: "en" | "es";
}, {}>;
