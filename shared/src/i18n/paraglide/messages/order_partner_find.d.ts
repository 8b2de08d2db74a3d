export type LocalizedString = import('../runtime.js').LocalizedString;
export type Order_Partner_FindInputs = {
    role: NonNullable<unknown>;
};
/**
* | output |
* | --- |
* | "Find {role}" |
*
* @param {Order_Partner_FindInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_partner_find: ((inputs: Order_Partner_FindInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & {
    parts: (inputs: Order_Partner_FindInputs, options?: {
        locale?: "en" | "es";
    }) => import('../runtime.js').MessagePart[];
} & import('../runtime.js').MessageMetadata<Order_Partner_FindInputs, {
    locale?: "en" | "es";
}, {
    hidden: {
        options: {};
        attributes: {};
        children: true;
    };
}>;
