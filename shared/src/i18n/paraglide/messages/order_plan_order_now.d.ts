export type LocalizedString = import('../runtime.js').LocalizedString;
export type Order_Plan_Order_NowInputs = {};
/**
* | output |
* | --- |
* | "ORDER NOW" |
*
* @param {Order_Plan_Order_NowInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_plan_order_now: ((inputs?: Order_Plan_Order_NowInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Plan_Order_NowInputs, {
    locale?: "en" | "es";
}, {}>;
