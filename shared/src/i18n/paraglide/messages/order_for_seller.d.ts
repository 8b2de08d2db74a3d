export type LocalizedString = import('../runtime.js').LocalizedString;
export type Order_For_SellerInputs = {};
/**
* | output |
* | --- |
* | "The seller: listing coverage while the home is for sale" |
*
* @param {Order_For_SellerInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_for_seller: ((inputs?: Order_For_SellerInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_For_SellerInputs, {
    locale?: "en" | "es";
}, {}>;
