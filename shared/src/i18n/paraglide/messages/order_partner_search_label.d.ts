export type LocalizedString = import('../runtime.js').LocalizedString;
export type Order_Partner_Search_LabelInputs = {
    role: NonNullable<unknown>;
};
/**
* | output |
* | --- |
* | "{role} name or company" |
*
* @param {Order_Partner_Search_LabelInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_partner_search_label: ((inputs: Order_Partner_Search_LabelInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Partner_Search_LabelInputs, {
    locale?: "en" | "es";
}, {}>;
