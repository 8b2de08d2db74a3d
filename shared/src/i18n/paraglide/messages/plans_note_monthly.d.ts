export type LocalizedString = import('../runtime.js').LocalizedString;
export type Plans_Note_MonthlyInputs = {
    state: NonNullable<unknown>;
};
/**
* | output |
* | --- |
* | "Prices per month in {state} for a single-family home under 5,000 sq ft. Larger homes and other property types are priced when you order." |
*
* @param {Plans_Note_MonthlyInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const plans_note_monthly: ((inputs: Plans_Note_MonthlyInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Plans_Note_MonthlyInputs, {
    locale?: "en" | "es";
}, {}>;
