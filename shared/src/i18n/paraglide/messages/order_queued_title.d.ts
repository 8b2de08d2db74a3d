export type LocalizedString = import('../runtime.js').LocalizedString;
export type Order_Queued_TitleInputs = {};
/**
* | output |
* | --- |
* | "Orders saved on this device" |
*
* @param {Order_Queued_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_queued_title: ((inputs?: Order_Queued_TitleInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Queued_TitleInputs, {
    locale?: "en" | "es";
}, {}>;
