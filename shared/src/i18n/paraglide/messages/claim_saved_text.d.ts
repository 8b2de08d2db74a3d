export type LocalizedString = import('../runtime.js').LocalizedString;
export type Claim_Saved_TextInputs = {
    item: NonNullable<unknown>;
};
/**
* | output |
* | --- |
* | "You are offline. Your {item} request is saved on this device and is waiting to send." |
*
* @param {Claim_Saved_TextInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const claim_saved_text: ((inputs: Claim_Saved_TextInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_Saved_TextInputs, {
    locale?: "en" | "es";
}, {}>;
