export type LocalizedString = import('../runtime.js').LocalizedString;
export type Claim_Failed_TitleInputs = {};
/**
* | output |
* | --- |
* | "Your request was not sent" |
*
* @param {Claim_Failed_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const claim_failed_title: ((inputs?: Claim_Failed_TitleInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_Failed_TitleInputs, {
    locale?: "en" | "es";
}, {}>;
