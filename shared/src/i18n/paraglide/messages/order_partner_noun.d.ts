export type LocalizedString = import('../runtime.js').LocalizedString;
export type Order_Partner_NounInputs = {
    role: NonNullable<unknown>;
};
/**
* | role | output |
* | --- | --- |
* | "buyerAgent" | "Buyer's Agent" |
* | "sellerAgent" | "Listing Agent" |
* | "titleCompany" | "Escrow Officer" |
* | "loanOfficer" | "Loan Officer" |
* | * | "Agent Assistant" |
*
* @param {Order_Partner_NounInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_partner_noun: ((inputs: Order_Partner_NounInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Partner_NounInputs, {
    locale?: "en" | "es";
}, {}>;
