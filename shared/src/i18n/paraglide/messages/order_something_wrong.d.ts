export type LocalizedString = import('../runtime.js').LocalizedString;
export type Order_Something_WrongInputs = {};
/**
* | output |
* | --- |
* | "Something went wrong. Please try again." |
*
* @param {Order_Something_WrongInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_something_wrong: ((inputs?: Order_Something_WrongInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Something_WrongInputs, {
    locale?: "en" | "es";
}, {}>;
