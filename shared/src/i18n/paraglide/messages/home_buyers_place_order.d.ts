export type LocalizedString = import('../runtime.js').LocalizedString;
export type Home_Buyers_Place_OrderInputs = {};
/**
* | output |
* | --- |
* | "Place an Order" |
*
* @param {Home_Buyers_Place_OrderInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const home_buyers_place_order: ((inputs?: Home_Buyers_Place_OrderInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Buyers_Place_OrderInputs, {
    locale?: "en" | "es";
}, {}>;
