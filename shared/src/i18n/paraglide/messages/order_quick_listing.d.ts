export type LocalizedString = import('../runtime.js').LocalizedString;
export type Order_Quick_ListingInputs = {};
/**
* | output |
* | --- |
* | "Listing coverage for the seller" |
*
* @param {Order_Quick_ListingInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_quick_listing: ((inputs?: Order_Quick_ListingInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Quick_ListingInputs, {
    locale?: "en" | "es";
}, {}>;
