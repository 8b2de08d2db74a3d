export type LocalizedString = import('../runtime.js').LocalizedString;
export type Reps_Email_LinkInputs = {
    name: NonNullable<unknown>;
};
/**
* | output |
* | --- |
* | "Email {name}" |
*
* @param {Reps_Email_LinkInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const reps_email_link: ((inputs: Reps_Email_LinkInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Reps_Email_LinkInputs, {
    locale?: "en" | "es";
}, {}>;
