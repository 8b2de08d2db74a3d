export type LocalizedString = import('../runtime.js').LocalizedString;
export type Claim_Card_ExpiredInputs = {
    card: NonNullable<unknown>;
};
/**
* | output |
* | --- |
* | "{card} (expired)" |
*
* @param {Claim_Card_ExpiredInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const claim_card_expired: ((inputs: Claim_Card_ExpiredInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_Card_ExpiredInputs, {
    locale?: "en" | "es";
}, {}>;
