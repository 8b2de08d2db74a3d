export type LocalizedString = import('../runtime.js').LocalizedString;
export type Order_PlaceInputs = {};
/**
* | output |
* | --- |
* | "Place Order" |
*
* @param {Order_PlaceInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_place: ((inputs?: Order_PlaceInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_PlaceInputs, {
    locale?: "en" | "es";
}, {}>;
