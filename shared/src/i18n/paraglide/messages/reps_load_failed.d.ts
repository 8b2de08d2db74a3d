export type LocalizedString = import('../runtime.js').LocalizedString;
export type Reps_Load_FailedInputs = {};
/**
* | output |
* | --- |
* | "The representatives could not be loaded just now. Please try again later." |
*
* @param {Reps_Load_FailedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const reps_load_failed: ((inputs?: Reps_Load_FailedInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Reps_Load_FailedInputs, {
    locale?: "en" | "es";
}, {}>;
