export type LocalizedString = import('../runtime.js').LocalizedString;
export type Status_Update_BackInputs = {};
/**
* | output |
* | --- |
* | "Back" |
*
* @param {Status_Update_BackInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const status_update_back: ((inputs?: Status_Update_BackInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Status_Update_BackInputs, {
    locale?: "en" | "es";
}, {}>;
