export type LocalizedString = import('../runtime.js').LocalizedString;
export type Legal_English_GovernsInputs = {};
/**
* | output |
* | --- |
* | "This page is provided in English." |
*
* @param {Legal_English_GovernsInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const legal_english_governs: ((inputs?: Legal_English_GovernsInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Legal_English_GovernsInputs, {
    locale?: "en" | "es";
}, {}>;
