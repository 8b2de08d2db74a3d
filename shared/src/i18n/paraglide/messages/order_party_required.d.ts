export type LocalizedString = import('../runtime.js').LocalizedString;
export type Order_Party_RequiredInputs = {};
/**
* | output |
* | --- |
* | "Please choose who is placing the order." |
*
* @param {Order_Party_RequiredInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_party_required: ((inputs?: Order_Party_RequiredInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Party_RequiredInputs, {
    locale?: "en" | "es";
}, {}>;
