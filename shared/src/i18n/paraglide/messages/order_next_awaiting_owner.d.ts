export type LocalizedString = import('../runtime.js').LocalizedString;
export type Order_Next_Awaiting_OwnerInputs = {
    email: NonNullable<unknown>;
};
/**
* | output |
* | --- |
* | "An account already uses {email}. We have e-mailed its owner to confirm this order; it joins their account and its coverage can be used once they do. If they ..." |
*
* @param {Order_Next_Awaiting_OwnerInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_next_awaiting_owner: ((inputs: Order_Next_Awaiting_OwnerInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Next_Awaiting_OwnerInputs, {
    locale?: "en" | "es";
}, {}>;
