export type LocalizedString = import('../runtime.js').LocalizedString;
export type Brochure_Point_ShareInputs = {};
/**
* | output |
* | --- |
* | "Share it with buyers who want to read up before closing" |
*
* @param {Brochure_Point_ShareInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const brochure_point_share: ((inputs?: Brochure_Point_ShareInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Brochure_Point_ShareInputs, {
    locale?: "en" | "es";
}, {}>;
