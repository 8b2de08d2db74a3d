export type LocalizedString = import('../runtime.js').LocalizedString;
export type Order_Partner_ChangeInputs = {
    role: NonNullable<unknown>;
};
/**
* | output |
* | --- |
* | "Change {role}" |
*
* @param {Order_Partner_ChangeInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_partner_change: ((inputs: Order_Partner_ChangeInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & {
    parts: (inputs: Order_Partner_ChangeInputs, options?: {
        locale?: "en" | "es";
    }) => import('../runtime.js').MessagePart[];
} & import('../runtime.js').MessageMetadata<Order_Partner_ChangeInputs, {
    locale?: "en" | "es";
}, {
    hidden: {
        options: {};
        attributes: {};
        children: true;
    };
}>;
