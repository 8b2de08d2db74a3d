export type LocalizedString = import('../runtime.js').LocalizedString;
export type Common_Geolocation_UnsupportedInputs = {};
/**
* | output |
* | --- |
* | "This browser does not support geolocation." |
*
* @param {Common_Geolocation_UnsupportedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const common_geolocation_unsupported: ((inputs?: Common_Geolocation_UnsupportedInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Common_Geolocation_UnsupportedInputs, {
    locale?: "en" | "es";
}, {}>;
