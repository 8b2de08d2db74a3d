export type LocalizedString = import('../runtime.js').LocalizedString;
export type Order_Next_AccountInputs = {
    email: NonNullable<unknown>;
};
/**
* | output |
* | --- |
* | "Your contract and coverage details are in your account, under the e-mail address {email}." |
*
* @param {Order_Next_AccountInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_next_account: ((inputs: Order_Next_AccountInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Next_AccountInputs, {
    locale?: "en" | "es";
}, {}>;
