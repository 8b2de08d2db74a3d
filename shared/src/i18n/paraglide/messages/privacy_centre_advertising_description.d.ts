export type LocalizedString = import('../runtime.js').LocalizedString;
export type Privacy_Centre_Advertising_DescriptionInputs = {};
/**
* | output |
* | --- |
* | "Let advertising partners use identifiers and internet activity from this site to show you ads for our plans on other sites. Turn this off to opt out of the s..." |
*
* @param {Privacy_Centre_Advertising_DescriptionInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const privacy_centre_advertising_description: ((inputs?: Privacy_Centre_Advertising_DescriptionInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Privacy_Centre_Advertising_DescriptionInputs, {
    locale?: "en" | "es";
}, {}>;
