export type LocalizedString = import('../runtime.js').LocalizedString;
export type Order_Credit_AvailableInputs = {
    amount: NonNullable<unknown>;
};
/**
* | output |
* | --- |
* | "Credit available: {amount}" |
*
* @param {Order_Credit_AvailableInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_credit_available: ((inputs: Order_Credit_AvailableInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & {
    parts: (inputs: Order_Credit_AvailableInputs, options?: {
        locale?: "en" | "es";
    }) => import('../runtime.js').MessagePart[];
} & import('../runtime.js').MessageMetadata<Order_Credit_AvailableInputs, {
    locale?: "en" | "es";
}, {
    strong: {
        options: {};
        attributes: {};
        children: true;
    };
}>;
