export type LocalizedString = import('../runtime.js').LocalizedString;
export type Claim_Page_IntroInputs = {};
/**
* | output |
* | --- |
* | "Tell us what needs repair: a few questions about the problem, how to reach you, and the service call fee." |
*
* @param {Claim_Page_IntroInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const claim_page_intro: ((inputs?: Claim_Page_IntroInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_Page_IntroInputs, {
    locale?: "en" | "es";
}, {}>;
