export type LocalizedString = import('../runtime.js').LocalizedString;
export type Order_Step_CountInputs = {
    step: NonNullable<unknown>;
    count: NonNullable<unknown>;
};
/**
* | output |
* | --- |
* | "Step {step} of {count}" |
*
* @param {Order_Step_CountInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_step_count: ((inputs: Order_Step_CountInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Step_CountInputs, {
    locale?: "en" | "es";
}, {}>;
