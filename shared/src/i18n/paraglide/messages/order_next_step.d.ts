export type LocalizedString = import('../runtime.js').LocalizedString;
export type Order_Next_StepInputs = {
    step: NonNullable<unknown>;
};
/**
* | output |
* | --- |
* | "Next: {step}" |
*
* @param {Order_Next_StepInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_next_step: ((inputs: Order_Next_StepInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Next_StepInputs, {
    locale?: "en" | "es";
}, {}>;
