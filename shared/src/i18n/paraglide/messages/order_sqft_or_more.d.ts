export type LocalizedString = import('../runtime.js').LocalizedString;
export type Order_Sqft_Or_MoreInputs = {
    from: NonNullable<unknown>;
};
/**
* | output |
* | --- |
* | "{from} or more sq. ft." |
*
* @param {Order_Sqft_Or_MoreInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_sqft_or_more: ((inputs: Order_Sqft_Or_MoreInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Sqft_Or_MoreInputs, {
    locale?: "en" | "es";
}, {}>;
