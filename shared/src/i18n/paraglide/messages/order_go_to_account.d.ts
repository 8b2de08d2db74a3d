export type LocalizedString = import('../runtime.js').LocalizedString;
export type Order_Go_To_AccountInputs = {};
/**
* | output |
* | --- |
* | "Go to your account" |
*
* @param {Order_Go_To_AccountInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_go_to_account: ((inputs?: Order_Go_To_AccountInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Go_To_AccountInputs, {
    locale?: "en" | "es";
}, {}>;
