export type LocalizedString = import('../runtime.js').LocalizedString;
export type Brochure_PreparingInputs = {};
/**
* | output |
* | --- |
* | "Preparing…" |
*
* @param {Brochure_PreparingInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const brochure_preparing: ((inputs?: Brochure_PreparingInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Brochure_PreparingInputs, {
    locale?: "en" | "es";
}, {}>;
