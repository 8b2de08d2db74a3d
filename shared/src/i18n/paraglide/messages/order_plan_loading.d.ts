export type LocalizedString = import('../runtime.js').LocalizedString;
export type Order_Plan_LoadingInputs = {};
/**
* | output |
* | --- |
* | "Loading plans…" |
*
* @param {Order_Plan_LoadingInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_plan_loading: ((inputs?: Order_Plan_LoadingInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Plan_LoadingInputs, {
    locale?: "en" | "es";
}, {}>;
