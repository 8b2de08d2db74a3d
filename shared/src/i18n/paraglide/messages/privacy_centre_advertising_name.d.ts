export type LocalizedString = import('../runtime.js').LocalizedString;
export type Privacy_Centre_Advertising_NameInputs = {};
/**
* | output |
* | --- |
* | "Advertising: sale or sharing of personal information" |
*
* @param {Privacy_Centre_Advertising_NameInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const privacy_centre_advertising_name: ((inputs?: Privacy_Centre_Advertising_NameInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Privacy_Centre_Advertising_NameInputs, {
    locale?: "en" | "es";
}, {}>;
