export type LocalizedString = import('../runtime.js').LocalizedString;
export type Order_Plan_Name_MonthlyInputs = {
    name: NonNullable<unknown>;
};
/**
* | output |
* | --- |
* | "{name} PLAN" |
*
* @param {Order_Plan_Name_MonthlyInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_plan_name_monthly: ((inputs: Order_Plan_Name_MonthlyInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Plan_Name_MonthlyInputs, {
    locale?: "en" | "es";
}, {}>;
