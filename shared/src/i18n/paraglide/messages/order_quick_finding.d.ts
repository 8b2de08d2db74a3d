export type LocalizedString = import('../runtime.js').LocalizedString;
export type Order_Quick_FindingInputs = {};
/**
* | output |
* | --- |
* | "Finding your plan…" |
*
* @param {Order_Quick_FindingInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_quick_finding: ((inputs?: Order_Quick_FindingInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Quick_FindingInputs, {
    locale?: "en" | "es";
}, {}>;
