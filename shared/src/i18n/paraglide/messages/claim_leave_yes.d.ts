export type LocalizedString = import('../runtime.js').LocalizedString;
export type Claim_Leave_YesInputs = {};
/**
* | output |
* | --- |
* | "Leave" |
*
* @param {Claim_Leave_YesInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const claim_leave_yes: ((inputs?: Claim_Leave_YesInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_Leave_YesInputs, {
    locale?: "en" | "es";
}, {}>;
