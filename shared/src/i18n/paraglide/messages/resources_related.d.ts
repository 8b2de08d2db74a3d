export type LocalizedString = import('../runtime.js').LocalizedString;
export type Resources_RelatedInputs = {
    category: NonNullable<unknown>;
};
/**
* | output |
* | --- |
* | "More in {category}" |
*
* @param {Resources_RelatedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const resources_related: ((inputs: Resources_RelatedInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Resources_RelatedInputs, {
    locale?: "en" | "es";
}, {}>;
