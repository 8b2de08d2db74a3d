export type LocalizedString = import('../runtime.js').LocalizedString;
export type Resources_AllInputs = {};
/**
* | output |
* | --- |
* | "All resources" |
*
* @param {Resources_AllInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const resources_all: ((inputs?: Resources_AllInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Resources_AllInputs, {
    locale?: "en" | "es";
}, {}>;
