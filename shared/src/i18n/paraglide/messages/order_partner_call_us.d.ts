export type LocalizedString = import('../runtime.js').LocalizedString;
export type Order_Partner_Call_UsInputs = {
    phone: NonNullable<unknown>;
};
/**
* | output |
* | --- |
* | "Please call us at {phone} for assistance." |
*
* @param {Order_Partner_Call_UsInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_partner_call_us: ((inputs: Order_Partner_Call_UsInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Partner_Call_UsInputs, {
    locale?: "en" | "es";
}, {}>;
