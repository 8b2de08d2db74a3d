export type LocalizedString = import('../runtime.js').LocalizedString;
export type Reviews_Load_FailedInputs = {};
/**
* | output |
* | --- |
* | "The reviews could not be loaded just now. Please try again later." |
*
* @param {Reviews_Load_FailedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const reviews_load_failed: ((inputs?: Reviews_Load_FailedInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Reviews_Load_FailedInputs, {
    locale?: "en" | "es";
}, {}>;
