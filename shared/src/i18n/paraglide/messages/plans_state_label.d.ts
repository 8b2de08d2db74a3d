export type LocalizedString = import('../runtime.js').LocalizedString;
export type Plans_State_LabelInputs = {};
/**
* | output |
* | --- |
* | "Show prices for" |
*
* @param {Plans_State_LabelInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const plans_state_label: ((inputs?: Plans_State_LabelInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Plans_State_LabelInputs, {
    locale?: "en" | "es";
}, {}>;
