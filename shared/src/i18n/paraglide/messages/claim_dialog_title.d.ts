export type LocalizedString = import('../runtime.js').LocalizedString;
export type Claim_Dialog_TitleInputs = {};
/**
* | output |
* | --- |
* | "Service Request" |
*
* @param {Claim_Dialog_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const claim_dialog_title: ((inputs?: Claim_Dialog_TitleInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_Dialog_TitleInputs, {
    locale?: "en" | "es";
}, {}>;
