export type LocalizedString = import('../runtime.js').LocalizedString;
export type Claim_Saved_TitleInputs = {};
/**
* | output |
* | --- |
* | "Saved on this device" |
*
* @param {Claim_Saved_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const claim_saved_title: ((inputs?: Claim_Saved_TitleInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_Saved_TitleInputs, {
    locale?: "en" | "es";
}, {}>;
