export type LocalizedString = import('../runtime.js').LocalizedString;
export type Order_Quick_State_RequiredInputs = {};
/**
* | output |
* | --- |
* | "State is required." |
*
* @param {Order_Quick_State_RequiredInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_quick_state_required: ((inputs?: Order_Quick_State_RequiredInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Quick_State_RequiredInputs, {
    locale?: "en" | "es";
}, {}>;
