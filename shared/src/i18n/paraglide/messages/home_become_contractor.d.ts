export type LocalizedString = import('../runtime.js').LocalizedString;
export type Home_Become_ContractorInputs = {};
/**
* | output |
* | --- |
* | "Become a Contractor" |
*
* @param {Home_Become_ContractorInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const home_become_contractor: ((inputs?: Home_Become_ContractorInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Become_ContractorInputs, {
    locale?: "en" | "es";
}, {}>;
