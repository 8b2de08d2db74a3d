export type LocalizedString = import('../runtime.js').LocalizedString;
export type Resources_RetryInputs = {};
/**
* | output |
* | --- |
* | "Try again" |
*
* @param {Resources_RetryInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const resources_retry: ((inputs?: Resources_RetryInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Resources_RetryInputs, {
    locale?: "en" | "es";
}, {}>;
