export type LocalizedString = import('../runtime.js').LocalizedString;
export type Benefits_HeadingInputs = {
    brand: NonNullable<unknown>;
};
/**
* | output |
* | --- |
* | "Partner with {brand}" |
*
* @param {Benefits_HeadingInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const benefits_heading: ((inputs: Benefits_HeadingInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Benefits_HeadingInputs, {
    locale?: "en" | "es";
}, {}>;
