export type LocalizedString = import('../runtime.js').LocalizedString;
export type Claim_Done_NumberInputs = {
    number: NonNullable<unknown>;
};
/**
* | output |
* | --- |
* | "Your request number is {number}." |
*
* @param {Claim_Done_NumberInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const claim_done_number: ((inputs: Claim_Done_NumberInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & {
    parts: (inputs: Claim_Done_NumberInputs, options?: {
        locale?: "en" | "es";
    }) => import('../runtime.js').MessagePart[];
} & import('../runtime.js').MessageMetadata<Claim_Done_NumberInputs, {
    locale?: "en" | "es";
}, {
    strong: {
        options: {};
        attributes: {};
        children: true;
    };
}>;
