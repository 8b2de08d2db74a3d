export type LocalizedString = import('../runtime.js').LocalizedString;
export type Order_Pay_Needs_EmailInputs = {};
/**
* | output |
* | --- |
* | "Please enter the e-mail address on the Contacts step first: the card is saved for it." |
*
* @param {Order_Pay_Needs_EmailInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_pay_needs_email: ((inputs?: Order_Pay_Needs_EmailInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Pay_Needs_EmailInputs, {
    locale?: "en" | "es";
}, {}>;
