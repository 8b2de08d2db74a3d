export type LocalizedString = import('../runtime.js').LocalizedString;
export type Claim_Sending_TitleInputs = {};
/**
* | output |
* | --- |
* | "Sending your request" |
*
* @param {Claim_Sending_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const claim_sending_title: ((inputs?: Claim_Sending_TitleInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_Sending_TitleInputs, {
    locale?: "en" | "es";
}, {}>;
