export type LocalizedString = import('../runtime.js').LocalizedString;
export type Order_DeclinedInputs = {};
/**
* | output |
* | --- |
* | "Your card was declined. Nothing was ordered and nothing was charged. Please enter another card, then place the order again." |
*
* @param {Order_DeclinedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_declined: ((inputs?: Order_DeclinedInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & {
    parts: (inputs?: Order_DeclinedInputs, options?: {
        locale?: "en" | "es";
    }) => import('../runtime.js').MessagePart[];
} & import('../runtime.js').MessageMetadata<Order_DeclinedInputs, {
    locale?: "en" | "es";
}, {
    strong: {
        options: {};
        attributes: {};
        children: true;
    };
}>;
