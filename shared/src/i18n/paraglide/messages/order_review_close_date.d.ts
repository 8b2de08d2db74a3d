export type LocalizedString = import('../runtime.js').LocalizedString;
export type Order_Review_Close_DateInputs = {
    date: NonNullable<unknown>;
};
/**
* | output |
* | --- |
* | "Estimated close date: {date}" |
*
* @param {Order_Review_Close_DateInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_review_close_date: ((inputs: Order_Review_Close_DateInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Review_Close_DateInputs, {
    locale?: "en" | "es";
}, {}>;
