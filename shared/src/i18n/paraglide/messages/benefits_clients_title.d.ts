export type LocalizedString = import('../runtime.js').LocalizedString;
export type Benefits_Clients_TitleInputs = {};
/**
* | output |
* | --- |
* | "Clients who remember you" |
*
* @param {Benefits_Clients_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const benefits_clients_title: ((inputs?: Benefits_Clients_TitleInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Benefits_Clients_TitleInputs, {
    locale?: "en" | "es";
}, {}>;
