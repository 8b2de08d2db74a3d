export type LocalizedString = import('../runtime.js').LocalizedString;
export type Order_Offline_Save_FailedInputs = {};
/**
* | output |
* | --- |
* | "The order could not be saved on this device." |
*
* @param {Order_Offline_Save_FailedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_offline_save_failed: ((inputs?: Order_Offline_Save_FailedInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Offline_Save_FailedInputs, {
    locale?: "en" | "es";
}, {}>;
