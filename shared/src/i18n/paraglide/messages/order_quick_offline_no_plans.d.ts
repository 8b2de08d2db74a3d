export type LocalizedString = import('../runtime.js').LocalizedString;
export type Order_Quick_Offline_No_PlansInputs = {};
/**
* | output |
* | --- |
* | "You are offline and the plans for this home are not saved on this device. Please try again when you are back online." |
*
* @param {Order_Quick_Offline_No_PlansInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_quick_offline_no_plans: ((inputs?: Order_Quick_Offline_No_PlansInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Quick_Offline_No_PlansInputs, {
    locale?: "en" | "es";
}, {}>;
