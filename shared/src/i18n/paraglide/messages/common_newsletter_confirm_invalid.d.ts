export type LocalizedString = import('../runtime.js').LocalizedString;
export type Common_Newsletter_Confirm_InvalidInputs = {};
/**
* | output |
* | --- |
* | "This confirmation link is not valid any more: it was already used or has expired. Please subscribe again to get a new one." |
*
* @param {Common_Newsletter_Confirm_InvalidInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const common_newsletter_confirm_invalid: ((inputs?: Common_Newsletter_Confirm_InvalidInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Common_Newsletter_Confirm_InvalidInputs, {
    locale?: "en" | "es";
}, {}>;
