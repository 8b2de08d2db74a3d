export type LocalizedString = import('../runtime.js').LocalizedString;
export type Reps_Email_LabelInputs = {
    name: NonNullable<unknown>;
};
/**
* | output |
* | --- |
* | "Email {name}" |
*
* @param {Reps_Email_LabelInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const reps_email_label: ((inputs: Reps_Email_LabelInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Reps_Email_LabelInputs, {
    locale?: "en" | "es";
}, {}>;
