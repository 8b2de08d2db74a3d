export type LocalizedString = import('../runtime.js').LocalizedString;
export type Order_Sqft_RangeInputs = {
    from: NonNullable<unknown>;
    to: NonNullable<unknown>;
};
/**
* | output |
* | --- |
* | "{from} - {to} sq. ft." |
*
* @param {Order_Sqft_RangeInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_sqft_range: ((inputs: Order_Sqft_RangeInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Sqft_RangeInputs, {
    locale?: "en" | "es";
}, {}>;
