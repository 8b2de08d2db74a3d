export type LocalizedString = import('../runtime.js').LocalizedString;
export type Order_Next_Keep_PolicyInputs = {
    phone: NonNullable<unknown>;
};
/**
* | output |
* | --- |
* | "Keep your policy number: you need it to request a repair. Questions? Call us at {phone}." |
*
* @param {Order_Next_Keep_PolicyInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_next_keep_policy: ((inputs: Order_Next_Keep_PolicyInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & {
    parts: (inputs: Order_Next_Keep_PolicyInputs, options?: {
        locale?: "en" | "es";
    }) => import('../runtime.js').MessagePart[];
} & import('../runtime.js').MessageMetadata<Order_Next_Keep_PolicyInputs, {
    locale?: "en" | "es";
}, {
    tel: {
        options: {};
        attributes: {};
        children: true;
    };
}>;
