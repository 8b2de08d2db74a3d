export type LocalizedString = import('../runtime.js').LocalizedString;
export type Order_Contact_SmsInputs = {};
/**
* | output |
* | --- |
* | "Send me text message updates about my plan and repairs" |
*
* @param {Order_Contact_SmsInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_contact_sms: ((inputs?: Order_Contact_SmsInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Contact_SmsInputs, {
    locale?: "en" | "es";
}, {}>;
