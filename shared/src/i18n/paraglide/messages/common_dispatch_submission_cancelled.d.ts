export type LocalizedString = import('../runtime.js').LocalizedString;
export type Common_Dispatch_Submission_CancelledInputs = {};
/**
* | output |
* | --- |
* | "Submission cancelled" |
*
* @param {Common_Dispatch_Submission_CancelledInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const common_dispatch_submission_cancelled: ((inputs?: Common_Dispatch_Submission_CancelledInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Common_Dispatch_Submission_CancelledInputs, {
    locale?: "en" | "es";
}, {}>;
