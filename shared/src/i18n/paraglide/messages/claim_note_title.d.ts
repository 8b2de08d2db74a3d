export type LocalizedString = import('../runtime.js').LocalizedString;
export type Claim_Note_TitleInputs = {};
/**
* | output |
* | --- |
* | "Please note" |
*
* @param {Claim_Note_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const claim_note_title: ((inputs?: Claim_Note_TitleInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_Note_TitleInputs, {
    locale?: "en" | "es";
}, {}>;
