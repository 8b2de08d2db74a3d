export type LocalizedString = import('../runtime.js').LocalizedString;
export type Quote_Form_Recent_PurchaseInputs = {};
/**
* | output |
* | --- |
* | "Did you purchase the home in the last 30 days?" |
*
* @param {Quote_Form_Recent_PurchaseInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const quote_form_recent_purchase: ((inputs?: Quote_Form_Recent_PurchaseInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Quote_Form_Recent_PurchaseInputs, {
    locale?: "en" | "es";
}, {}>;
