export type LocalizedString = import('../runtime.js').LocalizedString;
export type Order_Service_Fee_FactInputs = {
    fee: NonNullable<unknown>;
};
/**
* | output |
* | --- |
* | "Service call fee: {fee}" |
*
* @param {Order_Service_Fee_FactInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_service_fee_fact: ((inputs: Order_Service_Fee_FactInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & {
    parts: (inputs: Order_Service_Fee_FactInputs, options?: {
        locale?: "en" | "es";
    }) => import('../runtime.js').MessagePart[];
} & import('../runtime.js').MessageMetadata<Order_Service_Fee_FactInputs, {
    locale?: "en" | "es";
}, {
    strong: {
        options: {};
        attributes: {};
        children: true;
    };
}>;
