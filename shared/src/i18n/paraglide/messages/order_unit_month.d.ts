export type LocalizedString = import('../runtime.js').LocalizedString;
export type Order_Unit_MonthInputs = {};
/**
* | output |
* | --- |
* | "/mo" |
*
* @param {Order_Unit_MonthInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_unit_month: ((inputs?: Order_Unit_MonthInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Unit_MonthInputs, {
    locale?: "en" | "es";
}, {}>;
