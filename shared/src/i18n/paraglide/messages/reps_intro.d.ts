export type LocalizedString = import('../runtime.js').LocalizedString;
export type Reps_IntroInputs = {};
/**
* | output |
* | --- |
* | "Our representatives live and work in the markets they serve. They visit offices, run lunch-and-learns, drop off brochures and help with any order. Pick your ..." |
*
* @param {Reps_IntroInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const reps_intro: ((inputs?: Reps_IntroInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Reps_IntroInputs, {
    locale?: "en" | "es";
}, {}>;
