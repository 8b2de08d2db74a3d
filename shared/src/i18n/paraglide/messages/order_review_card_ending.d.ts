export type LocalizedString = import('../runtime.js').LocalizedString;
export type Order_Review_Card_EndingInputs = {
    lastFour: NonNullable<unknown>;
};
/**
* | output |
* | --- |
* | "card ending {lastFour}" |
*
* @param {Order_Review_Card_EndingInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_review_card_ending: ((inputs: Order_Review_Card_EndingInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Review_Card_EndingInputs, {
    locale?: "en" | "es";
}, {}>;
