export type LocalizedString = import('../runtime.js').LocalizedString;
export type Brochure_Point_AttachInputs = {};
/**
* | output |
* | --- |
* | "Attach it to your offer packets" |
*
* @param {Brochure_Point_AttachInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const brochure_point_attach: ((inputs?: Brochure_Point_AttachInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Brochure_Point_AttachInputs, {
    locale?: "en" | "es";
}, {}>;
