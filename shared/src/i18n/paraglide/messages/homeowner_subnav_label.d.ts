export type LocalizedString = import('../runtime.js').LocalizedString;
export type Homeowner_Subnav_LabelInputs = {};
/**
* | output |
* | --- |
* | "Homeowner page sections" |
*
* @param {Homeowner_Subnav_LabelInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const homeowner_subnav_label: ((inputs?: Homeowner_Subnav_LabelInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Homeowner_Subnav_LabelInputs, {
    locale?: "en" | "es";
}, {}>;
