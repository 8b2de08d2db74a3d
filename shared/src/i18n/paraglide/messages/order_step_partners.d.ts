export type LocalizedString = import('../runtime.js').LocalizedString;
export type Order_Step_PartnersInputs = {};
/**
* | output |
* | --- |
* | "Partners" |
*
* @param {Order_Step_PartnersInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_step_partners: ((inputs?: Order_Step_PartnersInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Step_PartnersInputs, {
    locale?: "en" | "es";
}, {}>;
