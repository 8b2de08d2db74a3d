export type LocalizedString = import('../runtime.js').LocalizedString;
export type Claim_Time_NoteInputs = {};
/**
* | output |
* | --- |
* | "Visits take up to two hours. Times are local to the property." |
*
* @param {Claim_Time_NoteInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const claim_time_note: ((inputs?: Claim_Time_NoteInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_Time_NoteInputs, {
    locale?: "en" | "es";
}, {}>;
