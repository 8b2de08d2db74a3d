export type LocalizedString = import('../runtime.js').LocalizedString;
export type Install_AppInputs = {};
/**
* | output |
* | --- |
* | "Install app" |
*
* @param {Install_AppInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const install_app: ((inputs?: Install_AppInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Install_AppInputs, {
    locale?: "en" | "es";
}, {}>;
