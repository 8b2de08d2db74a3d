export type LocalizedString = import('../runtime.js').LocalizedString;
export type Privacy_Centre_Analytics_DescriptionInputs = {};
/**
* | output |
* | --- |
* | "Measure which pages and campaigns help visitors most, from pages viewed and links clicked." |
*
* @param {Privacy_Centre_Analytics_DescriptionInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const privacy_centre_analytics_description: ((inputs?: Privacy_Centre_Analytics_DescriptionInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Privacy_Centre_Analytics_DescriptionInputs, {
    locale?: "en" | "es";
}, {}>;
