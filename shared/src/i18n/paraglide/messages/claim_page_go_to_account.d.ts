export type LocalizedString = import('../runtime.js').LocalizedString;
export type Claim_Page_Go_To_AccountInputs = {};
/**
* | output |
* | --- |
* | "Go to My Account" |
*
* @param {Claim_Page_Go_To_AccountInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const claim_page_go_to_account: ((inputs?: Claim_Page_Go_To_AccountInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_Page_Go_To_AccountInputs, {
    locale?: "en" | "es";
}, {}>;
