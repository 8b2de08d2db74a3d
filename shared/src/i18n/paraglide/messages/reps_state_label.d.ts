export type LocalizedString = import('../runtime.js').LocalizedString;
export type Reps_State_LabelInputs = {};
/**
* | output |
* | --- |
* | "Your state" |
*
* @param {Reps_State_LabelInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const reps_state_label: ((inputs?: Reps_State_LabelInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Reps_State_LabelInputs, {
    locale?: "en" | "es";
}, {}>;
