export type LocalizedString = import('../runtime.js').LocalizedString;
export type Benefits_Clients_TextInputs = {};
/**
* | output |
* | --- |
* | "When the water heater fails in the first year, your buyers call us, and thank you for the coverage." |
*
* @param {Benefits_Clients_TextInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const benefits_clients_text: ((inputs?: Benefits_Clients_TextInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Benefits_Clients_TextInputs, {
    locale?: "en" | "es";
}, {}>;
