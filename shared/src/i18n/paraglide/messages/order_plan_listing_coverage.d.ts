export type LocalizedString = import('../runtime.js').LocalizedString;
export type Order_Plan_Listing_CoverageInputs = {
    text: NonNullable<unknown>;
};
/**
* | output |
* | --- |
* | "Listing coverage: {text}" |
*
* @param {Order_Plan_Listing_CoverageInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_plan_listing_coverage: ((inputs: Order_Plan_Listing_CoverageInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Plan_Listing_CoverageInputs, {
    locale?: "en" | "es";
}, {}>;
