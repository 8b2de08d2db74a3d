export type LocalizedString = import('../runtime.js').LocalizedString;
export type Claim_Permission_To_EnterInputs = {};
/**
* | output |
* | --- |
* | "The technician may come in if no adult is home" |
*
* @param {Claim_Permission_To_EnterInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const claim_permission_to_enter: ((inputs?: Claim_Permission_To_EnterInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_Permission_To_EnterInputs, {
    locale?: "en" | "es";
}, {}>;
