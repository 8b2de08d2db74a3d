export type LocalizedString = import('../runtime.js').LocalizedString;
export type Footer_ContractorsInputs = {};
/**
* | output |
* | --- |
* | "Contractors" |
*
* @param {Footer_ContractorsInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const footer_contractors: ((inputs?: Footer_ContractorsInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Footer_ContractorsInputs, {
    locale?: "en" | "es";
}, {}>;
