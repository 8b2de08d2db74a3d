export type LocalizedString = import('../runtime.js').LocalizedString;
export type Claim_Not_AuthorizedInputs = {
    phone: NonNullable<unknown>;
};
/**
* | output |
* | --- |
* | "This plan cannot take a service request right now. Please call us at {phone} and we will help." |
*
* @param {Claim_Not_AuthorizedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const claim_not_authorized: ((inputs: Claim_Not_AuthorizedInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_Not_AuthorizedInputs, {
    locale?: "en" | "es";
}, {}>;
