export type LocalizedString = import('../runtime.js').LocalizedString;
export type Order_Confirm_Owner_QuestionInputs = {};
/**
* | output |
* | --- |
* | "A home warranty order was placed for your home with your e-mail address by someone who was not signed in to your account. Is it yours?" |
*
* @param {Order_Confirm_Owner_QuestionInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_confirm_owner_question: ((inputs?: Order_Confirm_Owner_QuestionInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Confirm_Owner_QuestionInputs, {
    locale?: "en" | "es";
}, {}>;
