export type LocalizedString = import('../runtime.js').LocalizedString;
export type Resources_LinkInputs = {};
/**
* | output |
* | --- |
* | "Resources" |
*
* @param {Resources_LinkInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const resources_link: ((inputs?: Resources_LinkInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Resources_LinkInputs, {
    locale?: "en" | "es";
}, {}>;
