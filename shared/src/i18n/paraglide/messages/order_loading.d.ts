export type LocalizedString = import('../runtime.js').LocalizedString;
export type Order_LoadingInputs = {};
/**
* | output |
* | --- |
* | "Loading…" |
*
* @param {Order_LoadingInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_loading: ((inputs?: Order_LoadingInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_LoadingInputs, {
    locale?: "en" | "es";
}, {}>;
