export type LocalizedString = import('../runtime.js').LocalizedString;
export type Resources_ShareInputs = {};
/**
* | output |
* | --- |
* | "Share" |
*
* @param {Resources_ShareInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const resources_share: ((inputs?: Resources_ShareInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Resources_ShareInputs, {
    locale?: "en" | "es";
}, {}>;
