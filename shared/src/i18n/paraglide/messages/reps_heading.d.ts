export type LocalizedString = import('../runtime.js').LocalizedString;
export type Reps_HeadingInputs = {};
/**
* | output |
* | --- |
* | "Meet Your Local Representative" |
*
* @param {Reps_HeadingInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const reps_heading: ((inputs?: Reps_HeadingInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Reps_HeadingInputs, {
    locale?: "en" | "es";
}, {}>;
