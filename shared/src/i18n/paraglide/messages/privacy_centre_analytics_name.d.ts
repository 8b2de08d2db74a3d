export type LocalizedString = import('../runtime.js').LocalizedString;
export type Privacy_Centre_Analytics_NameInputs = {};
/**
* | output |
* | --- |
* | "Analytics" |
*
* @param {Privacy_Centre_Analytics_NameInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const privacy_centre_analytics_name: ((inputs?: Privacy_Centre_Analytics_NameInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Privacy_Centre_Analytics_NameInputs, {
    locale?: "en" | "es";
}, {}>;
