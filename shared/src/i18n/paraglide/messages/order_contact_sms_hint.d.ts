export type LocalizedString = import('../runtime.js').LocalizedString;
export type Order_Contact_Sms_HintInputs = {};
/**
* | output |
* | --- |
* | "Leave empty to use the phone above." |
*
* @param {Order_Contact_Sms_HintInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_contact_sms_hint: ((inputs?: Order_Contact_Sms_HintInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Contact_Sms_HintInputs, {
    locale?: "en" | "es";
}, {}>;
