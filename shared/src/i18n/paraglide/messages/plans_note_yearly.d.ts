export type LocalizedString = import('../runtime.js').LocalizedString;
export type Plans_Note_YearlyInputs = {
    state: NonNullable<unknown>;
};
/**
* | output |
* | --- |
* | "Prices per year in {state} for a single-family home under 5,000 sq ft. Larger homes and other property types are priced when you order." |
*
* @param {Plans_Note_YearlyInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const plans_note_yearly: ((inputs: Plans_Note_YearlyInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Plans_Note_YearlyInputs, {
    locale?: "en" | "es";
}, {}>;
