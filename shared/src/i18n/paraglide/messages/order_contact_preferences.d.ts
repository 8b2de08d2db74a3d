export type LocalizedString = import('../runtime.js').LocalizedString;
export type Order_Contact_PreferencesInputs = {};
/**
* | output |
* | --- |
* | "Contact preferences" |
*
* @param {Order_Contact_PreferencesInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_contact_preferences: ((inputs?: Order_Contact_PreferencesInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Contact_PreferencesInputs, {
    locale?: "en" | "es";
}, {}>;
