export type LocalizedString = import('../runtime.js').LocalizedString;
export type Order_Queued_LineInputs = {
    plan: NonNullable<unknown>;
    owner: NonNullable<unknown>;
    address: NonNullable<unknown>;
    total: NonNullable<unknown>;
};
/**
* | output |
* | --- |
* | "{plan} for {owner}, {address}: {total}" |
*
* @param {Order_Queued_LineInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_queued_line: ((inputs: Order_Queued_LineInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & {
    parts: (inputs: Order_Queued_LineInputs, options?: {
        locale?: "en" | "es";
    }) => import('../runtime.js').MessagePart[];
} & import('../runtime.js').MessageMetadata<Order_Queued_LineInputs, {
    locale?: "en" | "es";
}, {
    strong: {
        options: {};
        attributes: {};
        children: true;
    };
}>;
