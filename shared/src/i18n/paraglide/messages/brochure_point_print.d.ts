export type LocalizedString = import('../runtime.js').LocalizedString;
export type Brochure_Point_PrintInputs = {};
/**
* | output |
* | --- |
* | "Print it for open houses and listing appointments" |
*
* @param {Brochure_Point_PrintInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const brochure_point_print: ((inputs?: Brochure_Point_PrintInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Brochure_Point_PrintInputs, {
    locale?: "en" | "es";
}, {}>;
