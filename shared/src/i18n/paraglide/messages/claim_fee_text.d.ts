export type LocalizedString = import('../runtime.js').LocalizedString;
export type Claim_Fee_TextInputs = {
    amount: NonNullable<unknown>;
};
/**
* | output |
* | --- |
* | "The service call fee for this request is {amount}. It is charged when you submit the request." |
*
* @param {Claim_Fee_TextInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const claim_fee_text: ((inputs: Claim_Fee_TextInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & {
    parts: (inputs: Claim_Fee_TextInputs, options?: {
        locale?: "en" | "es";
    }) => import('../runtime.js').MessagePart[];
} & import('../runtime.js').MessageMetadata<Claim_Fee_TextInputs, {
    locale?: "en" | "es";
}, {
    strong: {
        options: {};
        attributes: {};
        children: true;
    };
}>;
