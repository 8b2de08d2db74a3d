export type LocalizedString = import('../runtime.js').LocalizedString;
export type Order_Unit_OptionalInputs = {};
/**
* | output |
* | --- |
* | "Unit (optional)" |
*
* @param {Order_Unit_OptionalInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_unit_optional: ((inputs?: Order_Unit_OptionalInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Unit_OptionalInputs, {
    locale?: "en" | "es";
}, {}>;
