export type LocalizedString = import('../runtime.js').LocalizedString;
export type Claim_Leave_NoInputs = {};
/**
* | output |
* | --- |
* | "Stay" |
*
* @param {Claim_Leave_NoInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const claim_leave_no: ((inputs?: Claim_Leave_NoInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_Leave_NoInputs, {
    locale?: "en" | "es";
}, {}>;
