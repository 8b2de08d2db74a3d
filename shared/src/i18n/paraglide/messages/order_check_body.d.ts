export type LocalizedString = import('../runtime.js').LocalizedString;
export type Order_Check_BodyInputs = {
    field: NonNullable<unknown>;
    problem: NonNullable<unknown>;
};
/**
* | output |
* | --- |
* | "Please check the order: {field} {problem}." |
*
* @param {Order_Check_BodyInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_check_body: ((inputs: Order_Check_BodyInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Check_BodyInputs, {
    locale?: "en" | "es";
}, {}>;
