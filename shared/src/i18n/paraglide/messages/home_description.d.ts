export type LocalizedString = import('../runtime.js').LocalizedString;
export type Home_DescriptionInputs = {
    brand: NonNullable<unknown>;
};
/**
* | output |
* | --- |
* | "{brand}: home warranty plans from $35 a month in Arizona, Idaho, Nevada, Oregon, Texas and Utah. A licensed contractor within 24 hours of your claim." |
*
* @param {Home_DescriptionInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const home_description: ((inputs: Home_DescriptionInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_DescriptionInputs, {
    locale?: "en" | "es";
}, {}>;
