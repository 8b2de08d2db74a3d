export type LocalizedString = import('../runtime.js').LocalizedString;
export type Claim_Leave_TextInputs = {};
/**
* | output |
* | --- |
* | "Your request has not been sent, and your answers will not be kept." |
*
* @param {Claim_Leave_TextInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const claim_leave_text: ((inputs?: Claim_Leave_TextInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_Leave_TextInputs, {
    locale?: "en" | "es";
}, {}>;
