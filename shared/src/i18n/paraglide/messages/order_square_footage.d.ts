export type LocalizedString = import('../runtime.js').LocalizedString;
export type Order_Square_FootageInputs = {};
/**
* | output |
* | --- |
* | "Square footage" |
*
* @param {Order_Square_FootageInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_square_footage: ((inputs?: Order_Square_FootageInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Square_FootageInputs, {
    locale?: "en" | "es";
}, {}>;
