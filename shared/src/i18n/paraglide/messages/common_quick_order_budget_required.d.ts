export type LocalizedString = import('../runtime.js').LocalizedString;
export type Common_Quick_Order_Budget_RequiredInputs = {};
/**
* | output |
* | --- |
* | "Budget Amount is required." |
*
* @param {Common_Quick_Order_Budget_RequiredInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const common_quick_order_budget_required: ((inputs?: Common_Quick_Order_Budget_RequiredInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Common_Quick_Order_Budget_RequiredInputs, {
    locale?: "en" | "es";
}, {}>;
