export type LocalizedString = import('../runtime.js').LocalizedString;
export type Order_Choose_Plan_To_UpgradeInputs = {};
/**
* | output |
* | --- |
* | "Choose the plan to upgrade from your account." |
*
* @param {Order_Choose_Plan_To_UpgradeInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_choose_plan_to_upgrade: ((inputs?: Order_Choose_Plan_To_UpgradeInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Choose_Plan_To_UpgradeInputs, {
    locale?: "en" | "es";
}, {}>;
