export type LocalizedString = import('../runtime.js').LocalizedString;
export type Claim_Answer_Date_BetweenInputs = {
    min: NonNullable<unknown>;
    max: NonNullable<unknown>;
};
/**
* | output |
* | --- |
* | "Please enter a date from {min} to {max}." |
*
* @param {Claim_Answer_Date_BetweenInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const claim_answer_date_between: ((inputs: Claim_Answer_Date_BetweenInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_Answer_Date_BetweenInputs, {
    locale?: "en" | "es";
}, {}>;
