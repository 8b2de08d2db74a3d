export type LocalizedString = import('../runtime.js').LocalizedString;
export type Benefits_IntroInputs = {
    brand: NonNullable<unknown>;
};
/**
* | output |
* | --- |
* | "Real estate professionals across the West partner with {brand} to protect their clients and their reputation. Here is what you get." |
*
* @param {Benefits_IntroInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const benefits_intro: ((inputs: Benefits_IntroInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Benefits_IntroInputs, {
    locale?: "en" | "es";
}, {}>;
