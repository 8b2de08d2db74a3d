export type LocalizedString = import('../runtime.js').LocalizedString;
export type Common_Text_Opt_In_SuccessInputs = {};
/**
* | output |
* | --- |
* | "You have successfully been enrolled to recieve updates through text messaging." |
*
* @param {Common_Text_Opt_In_SuccessInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const common_text_opt_in_success: ((inputs?: Common_Text_Opt_In_SuccessInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Common_Text_Opt_In_SuccessInputs, {
    locale?: "en" | "es";
}, {}>;
