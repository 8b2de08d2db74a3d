export type LocalizedString = import('../runtime.js').LocalizedString;
export type Order_Service_FeeInputs = {};
/**
* | output |
* | --- |
* | "Service call fee" |
*
* @param {Order_Service_FeeInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_service_fee: ((inputs?: Order_Service_FeeInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Service_FeeInputs, {
    locale?: "en" | "es";
}, {}>;
