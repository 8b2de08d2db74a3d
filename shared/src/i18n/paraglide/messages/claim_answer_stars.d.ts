export type LocalizedString = import('../runtime.js').LocalizedString;
export type Claim_Answer_StarsInputs = {
    count: NonNullable<unknown>;
};
/**
* | output |
* | --- |
* | "{count} of 5 stars" |
*
* @param {Claim_Answer_StarsInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const claim_answer_stars: ((inputs: Claim_Answer_StarsInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_Answer_StarsInputs, {
    locale?: "en" | "es";
}, {}>;
