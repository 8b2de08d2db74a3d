export type LocalizedString = import('../runtime.js').LocalizedString;
export type Claim_Review_Adult_HomeInputs = {};
/**
* | output |
* | --- |
* | "An adult will be home" |
*
* @param {Claim_Review_Adult_HomeInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const claim_review_adult_home: ((inputs?: Claim_Review_Adult_HomeInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_Review_Adult_HomeInputs, {
    locale?: "en" | "es";
}, {}>;
