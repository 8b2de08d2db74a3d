export type LocalizedString = import('../runtime.js').LocalizedString;
export type Claim_Photo_HelpInputs = {};
/**
* | output |
* | --- |
* | "A photo of the problem, or of the label with the model number, helps the technician." |
*
* @param {Claim_Photo_HelpInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const claim_photo_help: ((inputs?: Claim_Photo_HelpInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_Photo_HelpInputs, {
    locale?: "en" | "es";
}, {}>;
