export type LocalizedString = import('../runtime.js').LocalizedString;
export type About_Logo_Warranty_AssociationInputs = {};
/**
* | output |
* | --- |
* | "Member of the Western Home Warranty Association" |
*
* @param {About_Logo_Warranty_AssociationInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const about_logo_warranty_association: ((inputs?: About_Logo_Warranty_AssociationInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<About_Logo_Warranty_AssociationInputs, {
    locale?: "en" | "es";
}, {}>;
