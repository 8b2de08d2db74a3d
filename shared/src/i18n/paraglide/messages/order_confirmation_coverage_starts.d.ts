export type LocalizedString = import('../runtime.js').LocalizedString;
export type Order_Confirmation_Coverage_StartsInputs = {};
/**
* | output |
* | --- |
* | "Coverage starts" |
*
* @param {Order_Confirmation_Coverage_StartsInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_confirmation_coverage_starts: ((inputs?: Order_Confirmation_Coverage_StartsInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Confirmation_Coverage_StartsInputs, {
    locale?: "en" | "es";
}, {}>;
