export type LocalizedString = import('../runtime.js').LocalizedString;
export type Privacy_Centre_Accept_AllInputs = {};
/**
* | output |
* | --- |
* | "Accept all" |
*
* @param {Privacy_Centre_Accept_AllInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const privacy_centre_accept_all: ((inputs?: Privacy_Centre_Accept_AllInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Privacy_Centre_Accept_AllInputs, {
    locale?: "en" | "es";
}, {}>;
