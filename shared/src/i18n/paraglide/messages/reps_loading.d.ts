export type LocalizedString = import('../runtime.js').LocalizedString;
export type Reps_LoadingInputs = {};
/**
* | output |
* | --- |
* | "Loading representatives…" |
*
* @param {Reps_LoadingInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const reps_loading: ((inputs?: Reps_LoadingInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Reps_LoadingInputs, {
    locale?: "en" | "es";
}, {}>;
