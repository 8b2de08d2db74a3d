export type LocalizedString = import('../runtime.js').LocalizedString;
export type Claim_New_CardInputs = {};
/**
* | output |
* | --- |
* | "A new card" |
*
* @param {Claim_New_CardInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const claim_new_card: ((inputs?: Claim_New_CardInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_New_CardInputs, {
    locale?: "en" | "es";
}, {}>;
