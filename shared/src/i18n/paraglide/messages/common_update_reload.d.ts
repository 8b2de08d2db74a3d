export type LocalizedString = import('../runtime.js').LocalizedString;
export type Common_Update_ReloadInputs = {};
/**
* | output |
* | --- |
* | "Reload" |
*
* @param {Common_Update_ReloadInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const common_update_reload: ((inputs?: Common_Update_ReloadInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Common_Update_ReloadInputs, {
    locale?: "en" | "es";
}, {}>;
