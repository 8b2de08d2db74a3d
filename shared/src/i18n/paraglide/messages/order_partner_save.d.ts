export type LocalizedString = import('../runtime.js').LocalizedString;
export type Order_Partner_SaveInputs = {};
/**
* | output |
* | --- |
* | "Save and choose" |
*
* @param {Order_Partner_SaveInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_partner_save: ((inputs?: Order_Partner_SaveInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Partner_SaveInputs, {
    locale?: "en" | "es";
}, {}>;
