export type LocalizedString = import('../runtime.js').LocalizedString;
export type Status_Update_LoadingInputs = {};
/**
* | output |
* | --- |
* | "Loading the work order…" |
*
* @param {Status_Update_LoadingInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const status_update_loading: ((inputs?: Status_Update_LoadingInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Status_Update_LoadingInputs, {
    locale?: "en" | "es";
}, {}>;
