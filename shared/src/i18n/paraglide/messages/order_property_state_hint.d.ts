export type LocalizedString = import('../runtime.js').LocalizedString;
export type Order_Property_State_HintInputs = {
    state: NonNullable<unknown>;
};
/**
* | output |
* | --- |
* | "State: {state}" |
*
* @param {Order_Property_State_HintInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_property_state_hint: ((inputs: Order_Property_State_HintInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Property_State_HintInputs, {
    locale?: "en" | "es";
}, {}>;
