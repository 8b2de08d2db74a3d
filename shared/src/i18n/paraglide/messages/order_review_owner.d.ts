export type LocalizedString = import('../runtime.js').LocalizedString;
export type Order_Review_OwnerInputs = {};
/**
* | output |
* | --- |
* | "Owner" |
*
* @param {Order_Review_OwnerInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_review_owner: ((inputs?: Order_Review_OwnerInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Review_OwnerInputs, {
    locale?: "en" | "es";
}, {}>;
