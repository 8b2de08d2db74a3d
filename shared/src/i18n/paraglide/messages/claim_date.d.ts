export type LocalizedString = import('../runtime.js').LocalizedString;
export type Claim_DateInputs = {};
/**
* | output |
* | --- |
* | "Date" |
*
* @param {Claim_DateInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const claim_date: ((inputs?: Claim_DateInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_DateInputs, {
    locale?: "en" | "es";
}, {}>;
