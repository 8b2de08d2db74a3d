export type LocalizedString = import('../runtime.js').LocalizedString;
export type Order_Property_Type_RequiredInputs = {};
/**
* | output |
* | --- |
* | "Property type is required." |
*
* @param {Order_Property_Type_RequiredInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_property_type_required: ((inputs?: Order_Property_Type_RequiredInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Property_Type_RequiredInputs, {
    locale?: "en" | "es";
}, {}>;
