export type LocalizedString = import('../runtime.js').LocalizedString;
export type Order_Property_TypeInputs = {};
/**
* | output |
* | --- |
* | "Property type" |
*
* @param {Order_Property_TypeInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_property_type: ((inputs?: Order_Property_TypeInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Property_TypeInputs, {
    locale?: "en" | "es";
}, {}>;
