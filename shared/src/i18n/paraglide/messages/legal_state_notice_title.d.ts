export type LocalizedString = import('../runtime.js').LocalizedString;
export type Legal_State_Notice_TitleInputs = {};
/**
* | output |
* | --- |
* | "Privacy Notice for California, Delaware, Indiana, Maryland, Nebraska, New Jersey, Texas and Virginia Consumers" |
*
* @param {Legal_State_Notice_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const legal_state_notice_title: ((inputs?: Legal_State_Notice_TitleInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Legal_State_Notice_TitleInputs, {
    locale?: "en" | "es";
}, {}>;
