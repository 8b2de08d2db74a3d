export type LocalizedString = import('../runtime.js').LocalizedString;
export type Common_Geolocation_Timed_OutInputs = {};
/**
* | output |
* | --- |
* | "Timed Out!" |
*
* @param {Common_Geolocation_Timed_OutInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const common_geolocation_timed_out: ((inputs?: Common_Geolocation_Timed_OutInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Common_Geolocation_Timed_OutInputs, {
    locale?: "en" | "es";
}, {}>;
