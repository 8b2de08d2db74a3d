export type LocalizedString = import('../runtime.js').LocalizedString;
export type Order_City_RequiredInputs = {};
/**
* | output |
* | --- |
* | "City is required." |
*
* @param {Order_City_RequiredInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_city_required: ((inputs?: Order_City_RequiredInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_City_RequiredInputs, {
    locale?: "en" | "es";
}, {}>;
