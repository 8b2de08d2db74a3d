export type LocalizedString = import('../runtime.js').LocalizedString;
export type Quote_Form_Thanks_TextInputs = {
    phone: NonNullable<unknown>;
};
/**
* | output |
* | --- |
* | "Here are the plans and prices for your home. Questions? Call us at {phone}." |
*
* @param {Quote_Form_Thanks_TextInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const quote_form_thanks_text: ((inputs: Quote_Form_Thanks_TextInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Quote_Form_Thanks_TextInputs, {
    locale?: "en" | "es";
}, {}>;
