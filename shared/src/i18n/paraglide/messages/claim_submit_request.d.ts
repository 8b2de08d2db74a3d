export type LocalizedString = import('../runtime.js').LocalizedString;
export type Claim_Submit_RequestInputs = {};
/**
* | output |
* | --- |
* | "Submit Request" |
*
* @param {Claim_Submit_RequestInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const claim_submit_request: ((inputs?: Claim_Submit_RequestInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_Submit_RequestInputs, {
    locale?: "en" | "es";
}, {}>;
