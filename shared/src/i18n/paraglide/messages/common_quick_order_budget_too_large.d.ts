export type LocalizedString = import('../runtime.js').LocalizedString;
export type Common_Quick_Order_Budget_Too_LargeInputs = {
    most: NonNullable<unknown>;
};
/**
* | output |
* | --- |
* | "Budget Amount must be at most {most}." |
*
* @param {Common_Quick_Order_Budget_Too_LargeInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const common_quick_order_budget_too_large: ((inputs: Common_Quick_Order_Budget_Too_LargeInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Common_Quick_Order_Budget_Too_LargeInputs, {
    locale?: "en" | "es";
}, {}>;
