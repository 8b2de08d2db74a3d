export type LocalizedString = import('../runtime.js').LocalizedString;
export type Order_Kept_WhyInputs = {
    paymentType: NonNullable<unknown>;
};
/**
* | paymentType | output |
* | --- | --- |
* | "monthly" | "An upgrade keeps how this plan is paid (monthly) and its term." |
* | "full" | "An upgrade keeps how this plan is paid (in full) and its term." |
* | * | "An upgrade keeps how this plan is paid (at closing) and its term." |
*
* @param {Order_Kept_WhyInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_kept_why: ((inputs: Order_Kept_WhyInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Kept_WhyInputs, {
    locale?: "en" | "es";
}, {}>;
