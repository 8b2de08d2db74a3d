export type LocalizedString = import('../runtime.js').LocalizedString;
export type Common_Initialization_Essential_Scripts_FailedInputs = {};
/**
* | output |
* | --- |
* | "Failed to load essential scripts needed to make this site work on your browser. Please try again or try a different browser." |
*
* @param {Common_Initialization_Essential_Scripts_FailedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const common_initialization_essential_scripts_failed: ((inputs?: Common_Initialization_Essential_Scripts_FailedInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Common_Initialization_Essential_Scripts_FailedInputs, {
    locale?: "en" | "es";
}, {}>;
