export type LocalizedString = import('../runtime.js').LocalizedString;
export type Order_Review_AddonInputs = {};
/**
* | output |
* | --- |
* | "Add-on" |
*
* @param {Order_Review_AddonInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_review_addon: ((inputs?: Order_Review_AddonInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Review_AddonInputs, {
    locale?: "en" | "es";
}, {}>;
