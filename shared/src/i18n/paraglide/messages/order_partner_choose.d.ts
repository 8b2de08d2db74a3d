export type LocalizedString = import('../runtime.js').LocalizedString;
export type Order_Partner_ChooseInputs = {};
/**
* | output |
* | --- |
* | "Choose" |
*
* @param {Order_Partner_ChooseInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_partner_choose: ((inputs?: Order_Partner_ChooseInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Partner_ChooseInputs, {
    locale?: "en" | "es";
}, {}>;
