export type LocalizedString = import('../runtime.js').LocalizedString;
export type Claim_Page_StartInputs = {};
/**
* | output |
* | --- |
* | "Start a Service Request" |
*
* @param {Claim_Page_StartInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const claim_page_start: ((inputs?: Claim_Page_StartInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_Page_StartInputs, {
    locale?: "en" | "es";
}, {}>;
