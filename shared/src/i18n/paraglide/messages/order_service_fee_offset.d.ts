export type LocalizedString = import('../runtime.js').LocalizedString;
export type Order_Service_Fee_OffsetInputs = {
    fee: NonNullable<unknown>;
    offset: NonNullable<unknown>;
};
/**
* | output |
* | --- |
* | "{fee} ({offset}/year)" |
*
* @param {Order_Service_Fee_OffsetInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_service_fee_offset: ((inputs: Order_Service_Fee_OffsetInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Service_Fee_OffsetInputs, {
    locale?: "en" | "es";
}, {}>;
