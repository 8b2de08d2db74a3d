export type LocalizedString = import('../runtime.js').LocalizedString;
export type Order_Unit_YearInputs = {};
/**
* | output |
* | --- |
* | "/year" |
*
* @param {Order_Unit_YearInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_unit_year: ((inputs?: Order_Unit_YearInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Unit_YearInputs, {
    locale?: "en" | "es";
}, {}>;
