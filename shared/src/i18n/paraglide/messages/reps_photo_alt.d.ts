export type LocalizedString = import('../runtime.js').LocalizedString;
export type Reps_Photo_AltInputs = {
    name: NonNullable<unknown>;
};
/**
* | output |
* | --- |
* | "Portrait of {name}" |
*
* @param {Reps_Photo_AltInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const reps_photo_alt: ((inputs: Reps_Photo_AltInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Reps_Photo_AltInputs, {
    locale?: "en" | "es";
}, {}>;
