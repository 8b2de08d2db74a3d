export type LocalizedString = import('../runtime.js').LocalizedString;
export type Legal_Privacy_DescriptionInputs = {};
/**
* | output |
* | --- |
* | "What personal information we collect, why, who we share it with, how long we keep it and the choices and rights you have." |
*
* @param {Legal_Privacy_DescriptionInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const legal_privacy_description: ((inputs?: Legal_Privacy_DescriptionInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Legal_Privacy_DescriptionInputs, {
    locale?: "en" | "es";
}, {}>;
