export type LocalizedString = import('../runtime.js').LocalizedString;
export type Order_Choose_Plan_To_RenewInputs = {};
/**
* | output |
* | --- |
* | "Choose the plan to renew from your account." |
*
* @param {Order_Choose_Plan_To_RenewInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_choose_plan_to_renew: ((inputs?: Order_Choose_Plan_To_RenewInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Choose_Plan_To_RenewInputs, {
    locale?: "en" | "es";
}, {}>;
