export type LocalizedString = import('../runtime.js').LocalizedString;
export type Reps_Call_LabelInputs = {
    name: NonNullable<unknown>;
    phone: NonNullable<unknown>;
};
/**
* | output |
* | --- |
* | "Call {name} at {phone}" |
*
* @param {Reps_Call_LabelInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const reps_call_label: ((inputs: Reps_Call_LabelInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Reps_Call_LabelInputs, {
    locale?: "en" | "es";
}, {}>;
