export type LocalizedString = import('../runtime.js').LocalizedString;
export type Quote_Form_LabelInputs = {};
/**
* | output |
* | --- |
* | "Quote" |
*
* @param {Quote_Form_LabelInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const quote_form_label: ((inputs?: Quote_Form_LabelInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Quote_Form_LabelInputs, {
    locale?: "en" | "es";
}, {}>;
