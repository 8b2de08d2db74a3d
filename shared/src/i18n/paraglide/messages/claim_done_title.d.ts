export type LocalizedString = import('../runtime.js').LocalizedString;
export type Claim_Done_TitleInputs = {};
/**
* | output |
* | --- |
* | "Request received" |
*
* @param {Claim_Done_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const claim_done_title: ((inputs?: Claim_Done_TitleInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_Done_TitleInputs, {
    locale?: "en" | "es";
}, {}>;
