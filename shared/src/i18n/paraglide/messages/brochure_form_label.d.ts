export type LocalizedString = import('../runtime.js').LocalizedString;
export type Brochure_Form_LabelInputs = {};
/**
* | output |
* | --- |
* | "Brochure" |
*
* @param {Brochure_Form_LabelInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const brochure_form_label: ((inputs?: Brochure_Form_LabelInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Brochure_Form_LabelInputs, {
    locale?: "en" | "es";
}, {}>;
