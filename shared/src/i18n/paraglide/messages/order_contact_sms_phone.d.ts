export type LocalizedString = import('../runtime.js').LocalizedString;
export type Order_Contact_Sms_PhoneInputs = {};
/**
* | output |
* | --- |
* | "Mobile number for texts" |
*
* @param {Order_Contact_Sms_PhoneInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_contact_sms_phone: ((inputs?: Order_Contact_Sms_PhoneInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Contact_Sms_PhoneInputs, {
    locale?: "en" | "es";
}, {}>;
