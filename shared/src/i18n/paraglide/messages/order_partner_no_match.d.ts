export type LocalizedString = import('../runtime.js').LocalizedString;
export type Order_Partner_No_MatchInputs = {
    role: NonNullable<unknown>;
    term: NonNullable<unknown>;
};
/**
* | output |
* | --- |
* | "No {role} matches “{term}”." |
*
* @param {Order_Partner_No_MatchInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_partner_no_match: ((inputs: Order_Partner_No_MatchInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Partner_No_MatchInputs, {
    locale?: "en" | "es";
}, {}>;
