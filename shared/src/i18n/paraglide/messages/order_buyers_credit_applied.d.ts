export type LocalizedString = import('../runtime.js').LocalizedString;
export type Order_Buyers_Credit_AppliedInputs = {
    amount: NonNullable<unknown>;
};
/**
* | output |
* | --- |
* | "Buyer's credit: {amount} applied to prepaid service calls." |
*
* @param {Order_Buyers_Credit_AppliedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_buyers_credit_applied: ((inputs: Order_Buyers_Credit_AppliedInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & {
    parts: (inputs: Order_Buyers_Credit_AppliedInputs, options?: {
        locale?: "en" | "es";
    }) => import('../runtime.js').MessagePart[];
} & import('../runtime.js').MessageMetadata<Order_Buyers_Credit_AppliedInputs, {
    locale?: "en" | "es";
}, {
    strong: {
        options: {};
        attributes: {};
        children: true;
    };
}>;
