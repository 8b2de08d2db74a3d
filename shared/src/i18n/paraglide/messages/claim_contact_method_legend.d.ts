export type LocalizedString = import('../runtime.js').LocalizedString;
export type Claim_Contact_Method_LegendInputs = {};
/**
* | output |
* | --- |
* | "How would you like us to reach you?" |
*
* @param {Claim_Contact_Method_LegendInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const claim_contact_method_legend: ((inputs?: Claim_Contact_Method_LegendInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_Contact_Method_LegendInputs, {
    locale?: "en" | "es";
}, {}>;
