export type LocalizedString = import('../runtime.js').LocalizedString;
export type Order_Partner_Add_NewInputs = {
    role: NonNullable<unknown>;
};
/**
* | output |
* | --- |
* | "Add a new {role}" |
*
* @param {Order_Partner_Add_NewInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_partner_add_new: ((inputs: Order_Partner_Add_NewInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Partner_Add_NewInputs, {
    locale?: "en" | "es";
}, {}>;
