export type LocalizedString = import('../runtime.js').LocalizedString;
export type Order_Close_Date_RequiredInputs = {};
/**
* | output |
* | --- |
* | "Estimated close date is required." |
*
* @param {Order_Close_Date_RequiredInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_close_date_required: ((inputs?: Order_Close_Date_RequiredInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Close_Date_RequiredInputs, {
    locale?: "en" | "es";
}, {}>;
