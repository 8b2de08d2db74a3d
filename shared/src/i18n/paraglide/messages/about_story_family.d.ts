export type LocalizedString = import('../runtime.js').LocalizedString;
export type About_Story_FamilyInputs = {
    brand: NonNullable<unknown>;
};
/**
* | output |
* | --- |
* | "{brand} is part of a larger family of home-services companies that includes sister home warranty brands. That gives us the purchasing power of a national gro..." |
*
* @param {About_Story_FamilyInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const about_story_family: ((inputs: About_Story_FamilyInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<About_Story_FamilyInputs, {
    locale?: "en" | "es";
}, {}>;
