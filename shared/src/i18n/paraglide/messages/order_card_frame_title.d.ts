export type LocalizedString = import('../runtime.js').LocalizedString;
export type Order_Card_Frame_TitleInputs = {};
/**
* | output |
* | --- |
* | "Secure card form" |
*
* @param {Order_Card_Frame_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_card_frame_title: ((inputs?: Order_Card_Frame_TitleInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Card_Frame_TitleInputs, {
    locale?: "en" | "es";
}, {}>;
