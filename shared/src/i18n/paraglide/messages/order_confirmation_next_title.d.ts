export type LocalizedString = import('../runtime.js').LocalizedString;
export type Order_Confirmation_Next_TitleInputs = {};
/**
* | output |
* | --- |
* | "What happens next" |
*
* @param {Order_Confirmation_Next_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_confirmation_next_title: ((inputs?: Order_Confirmation_Next_TitleInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Confirmation_Next_TitleInputs, {
    locale?: "en" | "es";
}, {}>;
