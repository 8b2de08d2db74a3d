export type LocalizedString = import('../runtime.js').LocalizedString;
export type Quote_Form_Failed_TextInputs = {
    phone: NonNullable<unknown>;
};
/**
* | output |
* | --- |
* | "We could not send your quote request. Please call us at {phone} and we will help you right away." |
*
* @param {Quote_Form_Failed_TextInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const quote_form_failed_text: ((inputs: Quote_Form_Failed_TextInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Quote_Form_Failed_TextInputs, {
    locale?: "en" | "es";
}, {}>;
