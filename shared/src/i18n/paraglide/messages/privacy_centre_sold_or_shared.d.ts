export type LocalizedString = import('../runtime.js').LocalizedString;
export type Privacy_Centre_Sold_Or_SharedInputs = {};
/**
* | output |
* | --- |
* | "(sold or shared for advertising)" |
*
* @param {Privacy_Centre_Sold_Or_SharedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const privacy_centre_sold_or_shared: ((inputs?: Privacy_Centre_Sold_Or_SharedInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Privacy_Centre_Sold_Or_SharedInputs, {
    locale?: "en" | "es";
}, {}>;
