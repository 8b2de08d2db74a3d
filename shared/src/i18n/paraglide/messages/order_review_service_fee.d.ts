export type LocalizedString = import('../runtime.js').LocalizedString;
export type Order_Review_Service_FeeInputs = {
    fee: NonNullable<unknown>;
};
/**
* | output |
* | --- |
* | "{fee} service call fee" |
*
* @param {Order_Review_Service_FeeInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_review_service_fee: ((inputs: Order_Review_Service_FeeInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Review_Service_FeeInputs, {
    locale?: "en" | "es";
}, {}>;
