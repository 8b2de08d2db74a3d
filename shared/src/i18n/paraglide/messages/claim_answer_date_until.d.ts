export type LocalizedString = import('../runtime.js').LocalizedString;
export type Claim_Answer_Date_UntilInputs = {
    max: NonNullable<unknown>;
};
/**
* | output |
* | --- |
* | "Please enter a date on or before {max}." |
*
* @param {Claim_Answer_Date_UntilInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const claim_answer_date_until: ((inputs: Claim_Answer_Date_UntilInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_Answer_Date_UntilInputs, {
    locale?: "en" | "es";
}, {}>;
