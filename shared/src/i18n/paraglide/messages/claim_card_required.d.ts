export type LocalizedString = import('../runtime.js').LocalizedString;
export type Claim_Card_RequiredInputs = {};
/**
* | output |
* | --- |
* | "Please choose a saved card or enter a new one." |
*
* @param {Claim_Card_RequiredInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const claim_card_required: ((inputs?: Claim_Card_RequiredInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_Card_RequiredInputs, {
    locale?: "en" | "es";
}, {}>;
