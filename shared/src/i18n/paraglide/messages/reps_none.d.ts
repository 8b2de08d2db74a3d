export type LocalizedString = import('../runtime.js').LocalizedString;
export type Reps_NoneInputs = {
    state: NonNullable<unknown>;
};
/**
* | output |
* | --- |
* | "We do not have a representative in {state} yet." |
*
* @param {Reps_NoneInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const reps_none: ((inputs: Reps_NoneInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Reps_NoneInputs, {
    locale?: "en" | "es";
}, {}>;
