export type LocalizedString = import('../runtime.js').LocalizedString;
export type Common_Login_Unsent_KeptInputs = {
    count: NonNullable<unknown>;
};
/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{count} change is not sent yet. It is kept on this device and will be sent when you sign in again." |
* | "other" | "{count} changes are not sent yet. They are kept on this device and will be sent when you sign in again." |
*
* @param {Common_Login_Unsent_KeptInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const common_login_unsent_kept: ((inputs: Common_Login_Unsent_KeptInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Common_Login_Unsent_KeptInputs, {
    locale?: "en" | "es";
}, {}>;
