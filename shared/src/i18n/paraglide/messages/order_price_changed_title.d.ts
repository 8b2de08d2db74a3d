export type LocalizedString = import('../runtime.js').LocalizedString;
export type Order_Price_Changed_TitleInputs = {};
/**
* | output |
* | --- |
* | "The price has changed" |
*
* @param {Order_Price_Changed_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_price_changed_title: ((inputs?: Order_Price_Changed_TitleInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Price_Changed_TitleInputs, {
    locale?: "en" | "es";
}, {}>;
