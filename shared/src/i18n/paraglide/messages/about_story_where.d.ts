export type LocalizedString = import('../runtime.js').LocalizedString;
export type About_Story_WhereInputs = {};
/**
* | output |
* | --- |
* | "We serve homeowners, home buyers and sellers, and the real estate professionals who guide them in Arizona, Idaho, Nevada, Oregon, Texas and Utah. Our network..." |
*
* @param {About_Story_WhereInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const about_story_where: ((inputs?: About_Story_WhereInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<About_Story_WhereInputs, {
    locale?: "en" | "es";
}, {}>;
