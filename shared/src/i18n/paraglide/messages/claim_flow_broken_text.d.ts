export type LocalizedString = import('../runtime.js').LocalizedString;
export type Claim_Flow_Broken_TextInputs = {
    phone: NonNullable<unknown>;
};
/**
* | output |
* | --- |
* | "We could not finish the questions for this item. Please call us at {phone} and we will take your request." |
*
* @param {Claim_Flow_Broken_TextInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const claim_flow_broken_text: ((inputs: Claim_Flow_Broken_TextInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & {
    parts: (inputs: Claim_Flow_Broken_TextInputs, options?: {
        locale?: "en" | "es";
    }) => import('../runtime.js').MessagePart[];
} & import('../runtime.js').MessageMetadata<Claim_Flow_Broken_TextInputs, {
    locale?: "en" | "es";
}, {
    tel: {
        options: {};
        attributes: {};
        children: true;
    };
}>;
