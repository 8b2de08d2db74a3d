export type LocalizedString = import('../runtime.js').LocalizedString;
export type Privacy_Centre_Category_SensoryInputs = {};
/**
* | output |
* | --- |
* | "Sensory data (audio, electronic and visual)" |
*
* @param {Privacy_Centre_Category_SensoryInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const privacy_centre_category_sensory: ((inputs?: Privacy_Centre_Category_SensoryInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Privacy_Centre_Category_SensoryInputs, {
    locale?: "en" | "es";
}, {}>;
