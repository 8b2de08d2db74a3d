export type LocalizedString = import('../runtime.js').LocalizedString;
export type Order_Partner_Name_RequiredInputs = {};
/**
* | output |
* | --- |
* | "Name is required." |
*
* @param {Order_Partner_Name_RequiredInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_partner_name_required: ((inputs?: Order_Partner_Name_RequiredInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Partner_Name_RequiredInputs, {
    locale?: "en" | "es";
}, {}>;
