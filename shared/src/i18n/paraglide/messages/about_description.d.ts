export type LocalizedString = import('../runtime.js').LocalizedString;
export type About_DescriptionInputs = {
    brand: NonNullable<unknown>;
};
/**
* | output |
* | --- |
* | "{brand} protects over 70,000 homeowners in Arizona, Idaho, Nevada, Oregon, Texas and Utah. Meet our leadership, see our awards and get a free quote." |
*
* @param {About_DescriptionInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const about_description: ((inputs: About_DescriptionInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<About_DescriptionInputs, {
    locale?: "en" | "es";
}, {}>;
