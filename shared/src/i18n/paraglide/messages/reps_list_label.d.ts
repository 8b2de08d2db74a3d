export type LocalizedString = import('../runtime.js').LocalizedString;
export type Reps_List_LabelInputs = {
    state: NonNullable<unknown>;
};
/**
* | output |
* | --- |
* | "Representatives in {state}" |
*
* @param {Reps_List_LabelInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const reps_list_label: ((inputs: Reps_List_LabelInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Reps_List_LabelInputs, {
    locale?: "en" | "es";
}, {}>;
