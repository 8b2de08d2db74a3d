export type LocalizedString = import('../runtime.js').LocalizedString;
export type Order_Due_TodayInputs = {};
/**
* | output |
* | --- |
* | "Due today" |
*
* @param {Order_Due_TodayInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_due_today: ((inputs?: Order_Due_TodayInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Due_TodayInputs, {
    locale?: "en" | "es";
}, {}>;
