export type LocalizedString = import('../runtime.js').LocalizedString;
export type Order_Buyers_Credit_ApplyInputs = {
    count: NonNullable<unknown>;
};
/**
* | countPlural | output |
* | --- | --- |
* | "one" | "Apply it to {count} prepaid service call" |
* | "other" | "Apply it to {count} prepaid service calls" |
*
* @param {Order_Buyers_Credit_ApplyInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_buyers_credit_apply: ((inputs: Order_Buyers_Credit_ApplyInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Buyers_Credit_ApplyInputs, {
    locale?: "en" | "es";
}, {}>;
