export type LocalizedString = import('../runtime.js').LocalizedString;
export type Order_Contact_Welcome_CallInputs = {};
/**
* | output |
* | --- |
* | "I would like a welcome call to go over my coverage" |
*
* @param {Order_Contact_Welcome_CallInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_contact_welcome_call: ((inputs?: Order_Contact_Welcome_CallInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Contact_Welcome_CallInputs, {
    locale?: "en" | "es";
}, {}>;
