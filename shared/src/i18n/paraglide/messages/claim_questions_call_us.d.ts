export type LocalizedString = import('../runtime.js').LocalizedString;
export type Claim_Questions_Call_UsInputs = {
    phone: NonNullable<unknown>;
};
/**
* | output |
* | --- |
* | "Questions? Call us at {phone}." |
*
* @param {Claim_Questions_Call_UsInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const claim_questions_call_us: ((inputs: Claim_Questions_Call_UsInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & {
    parts: (inputs: Claim_Questions_Call_UsInputs, options?: {
        locale?: "en" | "es";
    }) => import('../runtime.js').MessagePart[];
} & import('../runtime.js').MessageMetadata<Claim_Questions_Call_UsInputs, {
    locale?: "en" | "es";
}, {
    tel: {
        options: {};
        attributes: {};
        children: true;
    };
}>;
