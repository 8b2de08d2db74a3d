export type LocalizedString = import('../runtime.js').LocalizedString;
export type Order_Sms_Phone_IncompleteInputs = {};
/**
* | output |
* | --- |
* | "Please enter a complete mobile number for text updates." |
*
* @param {Order_Sms_Phone_IncompleteInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_sms_phone_incomplete: ((inputs?: Order_Sms_Phone_IncompleteInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Sms_Phone_IncompleteInputs, {
    locale?: "en" | "es";
}, {}>;
