export type LocalizedString = import('../runtime.js').LocalizedString;
export type Privacy_Centre_Reject_AllInputs = {};
/**
* | output |
* | --- |
* | "Reject all" |
*
* @param {Privacy_Centre_Reject_AllInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const privacy_centre_reject_all: ((inputs?: Privacy_Centre_Reject_AllInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Privacy_Centre_Reject_AllInputs, {
    locale?: "en" | "es";
}, {}>;
