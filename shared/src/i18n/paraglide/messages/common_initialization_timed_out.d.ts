export type LocalizedString = import('../runtime.js').LocalizedString;
export type Common_Initialization_Timed_OutInputs = {};
/**
* | output |
* | --- |
* | "Initialization timed out." |
*
* @param {Common_Initialization_Timed_OutInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const common_initialization_timed_out: ((inputs?: Common_Initialization_Timed_OutInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Common_Initialization_Timed_OutInputs, {
    locale?: "en" | "es";
}, {}>;
