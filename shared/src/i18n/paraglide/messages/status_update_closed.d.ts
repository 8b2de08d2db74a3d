export type LocalizedString = import('../runtime.js').LocalizedString;
export type Status_Update_ClosedInputs = {};
/**
* | output |
* | --- |
* | "This work order is closed and can no longer be changed." |
*
* @param {Status_Update_ClosedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const status_update_closed: ((inputs?: Status_Update_ClosedInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Status_Update_ClosedInputs, {
    locale?: "en" | "es";
}, {}>;
