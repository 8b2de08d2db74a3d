export type LocalizedString = import('../runtime.js').LocalizedString;
export type Claim_Payment_New_Card_LabelInputs = {};
/**
* | output |
* | --- |
* | "a new card" |
*
* @param {Claim_Payment_New_Card_LabelInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const claim_payment_new_card_label: ((inputs?: Claim_Payment_New_Card_LabelInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_Payment_New_Card_LabelInputs, {
    locale?: "en" | "es";
}, {}>;
