export type LocalizedString = import('../runtime.js').LocalizedString;
export type Why_IntroInputs = {
    brand: NonNullable<unknown>;
};
/**
* | output |
* | --- |
* | "Over 70,000 homeowners count on {brand} to keep their homes running. Here is what they get." |
*
* @param {Why_IntroInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const why_intro: ((inputs: Why_IntroInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Why_IntroInputs, {
    locale?: "en" | "es";
}, {}>;
