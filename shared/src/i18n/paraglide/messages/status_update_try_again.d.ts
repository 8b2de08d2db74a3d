export type LocalizedString = import('../runtime.js').LocalizedString;
export type Status_Update_Try_AgainInputs = {};
/**
* | output |
* | --- |
* | "Try again" |
*
* @param {Status_Update_Try_AgainInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const status_update_try_again: ((inputs?: Status_Update_Try_AgainInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Status_Update_Try_AgainInputs, {
    locale?: "en" | "es";
}, {}>;
