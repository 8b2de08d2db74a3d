export type LocalizedString = import('../runtime.js').LocalizedString;
export type Claim_Photo_Send_AgainInputs = {};
/**
* | output |
* | --- |
* | "Send the Photo Again" |
*
* @param {Claim_Photo_Send_AgainInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const claim_photo_send_again: ((inputs?: Claim_Photo_Send_AgainInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_Photo_Send_AgainInputs, {
    locale?: "en" | "es";
}, {}>;
