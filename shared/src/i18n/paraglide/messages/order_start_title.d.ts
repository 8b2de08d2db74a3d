export type LocalizedString = import('../runtime.js').LocalizedString;
export type Order_Start_TitleInputs = {};
/**
* | output |
* | --- |
* | "Start Your Order" |
*
* @param {Order_Start_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_start_title: ((inputs?: Order_Start_TitleInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Start_TitleInputs, {
    locale?: "en" | "es";
}, {}>;
