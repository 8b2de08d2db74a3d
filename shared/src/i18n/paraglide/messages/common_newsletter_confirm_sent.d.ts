export type LocalizedString = import('../runtime.js').LocalizedString;
export type Common_Newsletter_Confirm_SentInputs = {
    email: NonNullable<unknown>;
};
/**
* | output |
* | --- |
* | "We sent a link to {email}. Open it to confirm your subscription; until then we send you nothing." |
*
* @param {Common_Newsletter_Confirm_SentInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const common_newsletter_confirm_sent: ((inputs: Common_Newsletter_Confirm_SentInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Common_Newsletter_Confirm_SentInputs, {
    locale?: "en" | "es";
}, {}>;
