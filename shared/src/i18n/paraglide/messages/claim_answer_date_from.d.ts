export type LocalizedString = import('../runtime.js').LocalizedString;
export type Claim_Answer_Date_FromInputs = {
    min: NonNullable<unknown>;
};
/**
* | output |
* | --- |
* | "Please enter a date on or after {min}." |
*
* @param {Claim_Answer_Date_FromInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const claim_answer_date_from: ((inputs: Claim_Answer_Date_FromInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_Answer_Date_FromInputs, {
    locale?: "en" | "es";
}, {}>;
