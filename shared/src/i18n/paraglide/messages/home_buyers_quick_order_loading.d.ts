export type LocalizedString = import('../runtime.js').LocalizedString;
export type Home_Buyers_Quick_Order_LoadingInputs = {};
/**
* | output |
* | --- |
* | "Loading the quick order form…" |
*
* @param {Home_Buyers_Quick_Order_LoadingInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const home_buyers_quick_order_loading: ((inputs?: Home_Buyers_Quick_Order_LoadingInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Buyers_Quick_Order_LoadingInputs, {
    locale?: "en" | "es";
}, {}>;
