export type LocalizedString = import('../runtime.js').LocalizedString;
export type Order_Partner_Find_TitleInputs = {
    role: NonNullable<unknown>;
};
/**
* | output |
* | --- |
* | "Find a {role}" |
*
* @param {Order_Partner_Find_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_partner_find_title: ((inputs: Order_Partner_Find_TitleInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Partner_Find_TitleInputs, {
    locale?: "en" | "es";
}, {}>;
