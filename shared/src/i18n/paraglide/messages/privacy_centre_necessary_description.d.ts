export type LocalizedString = import('../runtime.js').LocalizedString;
export type Privacy_Centre_Necessary_DescriptionInputs = {};
/**
* | output |
* | --- |
* | "Keep you signed in, keep the site secure and remember these choices. The site cannot work without them, so they are always on." |
*
* @param {Privacy_Centre_Necessary_DescriptionInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const privacy_centre_necessary_description: ((inputs?: Privacy_Centre_Necessary_DescriptionInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Privacy_Centre_Necessary_DescriptionInputs, {
    locale?: "en" | "es";
}, {}>;
