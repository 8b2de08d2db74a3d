export type LocalizedString = import('../runtime.js').LocalizedString;
export type Order_Site_Plans_ForInputs = {};
/**
* | output |
* | --- |
* | "Show plans for" |
*
* @param {Order_Site_Plans_ForInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_site_plans_for: ((inputs?: Order_Site_Plans_ForInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Site_Plans_ForInputs, {
    locale?: "en" | "es";
}, {}>;
