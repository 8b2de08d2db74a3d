export type LocalizedString = import('../runtime.js').LocalizedString;
export type Order_Step_OptionsInputs = {};
/**
* | output |
* | --- |
* | "Add-ons & Options" |
*
* @param {Order_Step_OptionsInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_step_options: ((inputs?: Order_Step_OptionsInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Step_OptionsInputs, {
    locale?: "en" | "es";
}, {}>;
