export type LocalizedString = import('../runtime.js').LocalizedString;
export type Order_Terms_AgreeInputs = {};
/**
* | output |
* | --- |
* | "I agree to the terms and conditions and the sample contract." |
*
* @param {Order_Terms_AgreeInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_terms_agree: ((inputs?: Order_Terms_AgreeInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & {
    parts: (inputs?: Order_Terms_AgreeInputs, options?: {
        locale?: "en" | "es";
    }) => import('../runtime.js').MessagePart[];
} & import('../runtime.js').MessageMetadata<Order_Terms_AgreeInputs, {
    locale?: "en" | "es";
}, {
    contract: {
        options: {};
        attributes: {};
        children: true;
    };
    terms: {
        options: {};
        attributes: {};
        children: true;
    };
}>;
