export type LocalizedString = import('../runtime.js').LocalizedString;
export type Order_Queued_DescribeInputs = {};
/**
* | output |
* | --- |
* | "Place an order" |
*
* @param {Order_Queued_DescribeInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_queued_describe: ((inputs?: Order_Queued_DescribeInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Queued_DescribeInputs, {
    locale?: "en" | "es";
}, {}>;
