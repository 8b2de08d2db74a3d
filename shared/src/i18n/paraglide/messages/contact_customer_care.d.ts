export type LocalizedString = import('../runtime.js').LocalizedString;
export type Contact_Customer_CareInputs = {};
/**
* | output |
* | --- |
* | "Customer care" |
*
* @param {Contact_Customer_CareInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const contact_customer_care: ((inputs?: Contact_Customer_CareInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Contact_Customer_CareInputs, {
    locale?: "en" | "es";
}, {}>;
