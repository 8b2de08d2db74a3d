export type LocalizedString = import('../runtime.js').LocalizedString;
export type Order_Partner_RemoveInputs = {
    role: NonNullable<unknown>;
};
/**
* | output |
* | --- |
* | "Remove {role}" |
*
* @param {Order_Partner_RemoveInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_partner_remove: ((inputs: Order_Partner_RemoveInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & {
    parts: (inputs: Order_Partner_RemoveInputs, options?: {
        locale?: "en" | "es";
    }) => import('../runtime.js').MessagePart[];
} & import('../runtime.js').MessageMetadata<Order_Partner_RemoveInputs, {
    locale?: "en" | "es";
}, {
    hidden: {
        options: {};
        attributes: {};
        children: true;
    };
}>;
