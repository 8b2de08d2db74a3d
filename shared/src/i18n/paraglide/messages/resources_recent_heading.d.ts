export type LocalizedString = import('../runtime.js').LocalizedString;
export type Resources_Recent_HeadingInputs = {};
/**
* | output |
* | --- |
* | "Recent Home Warranty Resources" |
*
* @param {Resources_Recent_HeadingInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const resources_recent_heading: ((inputs?: Resources_Recent_HeadingInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Resources_Recent_HeadingInputs, {
    locale?: "en" | "es";
}, {}>;
