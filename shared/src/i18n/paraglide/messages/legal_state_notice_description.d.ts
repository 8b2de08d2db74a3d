export type LocalizedString = import('../runtime.js').LocalizedString;
export type Legal_State_Notice_DescriptionInputs = {};
/**
* | output |
* | --- |
* | "The privacy rights of consumers in California, Delaware, Indiana, Maryland, Nebraska, New Jersey, Texas and Virginia, and how to use them." |
*
* @param {Legal_State_Notice_DescriptionInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const legal_state_notice_description: ((inputs?: Legal_State_Notice_DescriptionInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Legal_State_Notice_DescriptionInputs, {
    locale?: "en" | "es";
}, {}>;
