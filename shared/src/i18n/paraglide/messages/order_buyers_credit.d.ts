export type LocalizedString = import('../runtime.js').LocalizedString;
export type Order_Buyers_CreditInputs = {
    amount: NonNullable<unknown>;
};
/**
* | output |
* | --- |
* | "Buyer's credit: {amount}" |
*
* @param {Order_Buyers_CreditInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_buyers_credit: ((inputs: Order_Buyers_CreditInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & {
    parts: (inputs: Order_Buyers_CreditInputs, options?: {
        locale?: "en" | "es";
    }) => import('../runtime.js').MessagePart[];
} & import('../runtime.js').MessageMetadata<Order_Buyers_CreditInputs, {
    locale?: "en" | "es";
}, {
    strong: {
        options: {};
        attributes: {};
        children: true;
    };
}>;
