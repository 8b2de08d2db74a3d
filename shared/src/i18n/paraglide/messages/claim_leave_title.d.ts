export type LocalizedString = import('../runtime.js').LocalizedString;
export type Claim_Leave_TitleInputs = {};
/**
* | output |
* | --- |
* | "Leave this service request?" |
*
* @param {Claim_Leave_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const claim_leave_title: ((inputs?: Claim_Leave_TitleInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_Leave_TitleInputs, {
    locale?: "en" | "es";
}, {}>;
