export type LocalizedString = import('../runtime.js').LocalizedString;
export type Order_Convert_FailedInputs = {
    phone: NonNullable<unknown>;
};
/**
* | output |
* | --- |
* | "We could not load the listing coverage to convert. Please call us at {phone}." |
*
* @param {Order_Convert_FailedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_convert_failed: ((inputs: Order_Convert_FailedInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Convert_FailedInputs, {
    locale?: "en" | "es";
}, {}>;
