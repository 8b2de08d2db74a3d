export type LocalizedString = import('../runtime.js').LocalizedString;
export type About_Logo_Services_AllianceInputs = {};
/**
* | output |
* | --- |
* | "Accredited member of the Mountain West Home Services Alliance" |
*
* @param {About_Logo_Services_AllianceInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const about_logo_services_alliance: ((inputs?: About_Logo_Services_AllianceInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<About_Logo_Services_AllianceInputs, {
    locale?: "en" | "es";
}, {}>;
