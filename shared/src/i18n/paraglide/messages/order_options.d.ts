export type LocalizedString = import('../runtime.js').LocalizedString;
export type Order_OptionsInputs = {};
/**
* | output |
* | --- |
* | "Options" |
*
* @param {Order_OptionsInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_options: ((inputs?: Order_OptionsInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_OptionsInputs, {
    locale?: "en" | "es";
}, {}>;
