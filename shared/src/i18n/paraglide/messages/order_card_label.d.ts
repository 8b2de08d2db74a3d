export type LocalizedString = import('../runtime.js').LocalizedString;
export type Order_Card_LabelInputs = {
    brand: NonNullable<unknown>;
    lastFour: NonNullable<unknown>;
    expires: NonNullable<unknown>;
};
/**
* | output |
* | --- |
* | "{brand} ending {lastFour}, expires {expires}" |
*
* @param {Order_Card_LabelInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_card_label: ((inputs: Order_Card_LabelInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Card_LabelInputs, {
    locale?: "en" | "es";
}, {}>;
