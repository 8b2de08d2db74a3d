export type LocalizedString = import('../runtime.js').LocalizedString;
export type Claim_Page_TitleInputs = {};
/**
* | output |
* | --- |
* | "Submit a Home Warranty Claim" |
*
* @param {Claim_Page_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const claim_page_title: ((inputs?: Claim_Page_TitleInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_Page_TitleInputs, {
    locale?: "en" | "es";
}, {}>;
