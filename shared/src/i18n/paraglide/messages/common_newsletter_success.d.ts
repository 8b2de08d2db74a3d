export type LocalizedString = import('../runtime.js').LocalizedString;
export type Common_Newsletter_SuccessInputs = {
    email: NonNullable<unknown>;
};
/**
* | output |
* | --- |
* | "{email} is now signed up for the newsletter!" |
*
* @param {Common_Newsletter_SuccessInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const common_newsletter_success: ((inputs: Common_Newsletter_SuccessInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Common_Newsletter_SuccessInputs, {
    locale?: "en" | "es";
}, {}>;
