export type LocalizedString = import('../runtime.js').LocalizedString;
export type Header_ContractorsInputs = {};
/**
* | output |
* | --- |
* | "Contractors" |
*
* @param {Header_ContractorsInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const header_contractors: ((inputs?: Header_ContractorsInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Header_ContractorsInputs, {
    locale?: "en" | "es";
}, {}>;
